import type { mentionBeingTyped } from "@shared/chat/mentions";

/** The text with the mention at the caret completed to `@name ` and the caret after it (the one space after it kept single). */
export function completeMention(
  text: string,
  caret: number,
  mention: NonNullable<ReturnType<typeof mentionBeingTyped>>,
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name} `;
  const rest = text.slice(caret).replace(/^ /, "");
  return { text: text.slice(0, mention.start) + inserted + rest, caret: mention.start + inserted.length };
}
