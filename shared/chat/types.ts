/**
 * The league chat's shapes on the wire (product.md §10.17), shared by the API's answers, the
 * realtime `chat.*` events and the SPA. Every text is plain text: a client shows it as text (links
 * as links, chat/links.ts), never as HTML.
 */

/** The few emoji a member reacts with; a reaction is one of these or nothing. */
export const chatEmoji = ["👍", "❤️", "😂", "😮", "😢", "⚽"] as const;
export type ChatEmoji = (typeof chatEmoji)[number];

/** What a system message is about: the league's moments that post themselves (chat/system-messages.ts words them). */
export const systemKinds = [
  "member_joined",
  "member_left",
  "member_removed",
  "draft_pick",
  "draft_result",
  "goal",
  "goal_taken_back",
  "window_picks",
  "season_ended",
] as const;
export type SystemKind = (typeof systemKinds)[number];

export interface ChatReaction {
  emoji: ChatEmoji;
  /** Who reacted with it (user ids), in the order they did. */
  userIds: string[];
}

export interface ChatMessage {
  messageId: string;
  leagueId: string;
  /** A member's own words, or one of the league's moments posted by the app. */
  kind: "member" | "system";
  /** The author's user id and league username; null for a system message. */
  authorId: string | null;
  authorName: string | null;
  /** Empty once deleted: the text is gone for everyone, the line says "message deleted". */
  text: string;
  /** The system moment's kind, for a system message. */
  system: SystemKind | null;
  /** The user ids the text mentions (`@username` of a member at the time it was posted or edited). */
  mentions: string[];
  reactions: ChatReaction[];
  createdAt: string;
  editedAt: string | null;
  deletedAt: string | null;
}

/** One page of history, newest first; `next` is the cursor (`before`) for the older page, null after the oldest. */
export interface ChatPage {
  messages: ChatMessage[];
  next: string | null;
}

/** A member's mute: until when (ISO time) they cannot post. */
export interface ChatMute {
  leagueId: string;
  userId: string;
  username: string;
  until: string;
}

/** How many messages a member has not read in each of their leagues (others' and system messages after their read marker). */
export interface ChatUnread {
  leagueId: string;
  unread: number;
  /** The newest message the member has read, or null before they read any. */
  lastReadId: string | null;
}
