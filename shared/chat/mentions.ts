/**
 * `@username` mentions. League usernames may hold spaces ("Big Sam"), so a mention is not a word
 * pattern: it is an `@` followed by one of the league's usernames (any case), ending at the text's
 * end or a character that cannot continue a name. The longest name wins ("@Sam Allardyce" over "@Sam").
 */

export interface Named {
  userId: string;
  username: string;
}

const continuesName = /[\p{L}\p{N}_]/u;

/** The members a text mentions, each once, in the order first mentioned. */
export function findMentions<M extends Named>(text: string, members: readonly M[]): M[] {
  const byLength = [...members].filter((m) => m.username.length > 0).sort((a, b) => b.username.length - a.username.length);
  const found = new Map<string, M>();
  const lower = text.toLowerCase();
  for (let at = lower.indexOf("@"); at !== -1; at = lower.indexOf("@", at + 1)) {
    // An e-mail address ("sam@example.com") is not a mention.
    if (at > 0 && continuesName.test(text[at - 1] ?? "")) continue;
    const member = byLength.find((m) => {
      const name = m.username.toLowerCase();
      const end = at + 1 + name.length;
      return lower.startsWith(name, at + 1) && !continuesName.test(text[end] ?? "");
    });
    if (member && !found.has(member.userId)) found.set(member.userId, member);
  }
  return [...found.values()];
}

/**
 * The mention being typed at the caret, for the composer's autocomplete: the text after the last
 * `@` before the caret (undefined when there is none, or a line break comes after it).
 */
export function mentionBeingTyped(text: string, caret: number): { start: number; query: string } | undefined {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf("@");
  if (at === -1 || (at > 0 && continuesName.test(before[at - 1] ?? ""))) return undefined;
  const query = before.slice(at + 1);
  return /[\n@]/.test(query) ? undefined : { start: at, query };
}

/** The league's members whose names start with what is typed, for the autocomplete's list. */
export const mentionCandidates = <M extends Named>(query: string, members: readonly M[], max = 6): M[] =>
  members.filter((m) => m.username.toLowerCase().startsWith(query.toLowerCase())).slice(0, max);
