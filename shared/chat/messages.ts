import { plural } from "../text";
import { CHAT_RATE_LIMIT, CHAT_RATE_WINDOW_MS } from "./rules";

/** What the chat's server says when it refuses (the screens show these as they come). */
export const chatMessages = {
  archived: "Archived members cannot read or post in the league's chat",
  notFound: "Message not found",
  notAuthor: "Only its author can edit a message",
  notAuthorOrAdmin: "Only its author or a league admin can delete a message",
  deleted: "This message was deleted",
  systemMessage: "The league's own messages cannot be changed",
  memberNotFound: "That member is not in this league",
  muteSelf: "You cannot mute yourself",
  /** `until` is ISO; the SPA shows it in the member's own time. */
  muted: (until: string) => `You are muted in this league's chat until ${until}`,
  rateLimited: (seconds: number) =>
    `You are sending messages too fast: at most ${CHAT_RATE_LIMIT} in ${CHAT_RATE_WINDOW_MS / 1000} seconds. Try again in ${plural(seconds, "second")}.`,
} as const;
