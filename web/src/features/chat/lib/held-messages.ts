/** What the screen holds of a chat's history: messages oldest first, and where the next older page starts. */
export interface Held<M> {
  messages: M[];
  /** The cursor of the page before the oldest held; null once the start of the chat is held. */
  older: string | null;
}

interface Ordered {
  messageId: string;
  createdAt: string;
}

const byTime = (a: Ordered, b: Ordered) => a.createdAt.localeCompare(b.createdAt) || a.messageId.localeCompare(b.messageId);

/**
 * `incoming` put into the held messages: one message per id (the incoming copy wins, so an edit,
 * a deletion or a reaction replaces what was held), oldest first. Pages overlap and events may arrive
 * twice or before the page that holds them: merging is the one way in, and merging again changes nothing.
 */
export function mergeMessages<M extends Ordered>(held: readonly M[], incoming: readonly M[]): M[] {
  if (incoming.length === 0) return held as M[];
  const byId = new Map(held.map((m) => [m.messageId, m]));
  for (const message of incoming) byId.set(message.messageId, message);
  return [...byId.values()].sort(byTime);
}

/** Changes one held message in place of its id (an event that carries only the change); unknown ids change nothing. */
export function changeMessage<M extends Ordered>(held: readonly M[], id: string, change: (message: M) => M): M[] {
  return held.some((m) => m.messageId === id) ? held.map((m) => (m.messageId === id ? change(m) : m)) : (held as M[]);
}
