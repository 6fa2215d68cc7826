import type { EntityItem } from "electrodb";
import { systemKinds } from "../../../shared/chat/types";
import { tableEntity } from "../table/table-entity";

/**
 * One message of a league's chat (issue 39). The league's history has a partition of its own
 * (`stream` is constant), sorted by the message's time-ordered id, so a page before any message is
 * one Query of exactly the page's items whatever the history's length, never a walk past the
 * league's other items.
 */
export const ChatMessage = /* @__PURE__ */ tableEntity("chatMessage", {
  attributes: {
    leagueId: { type: "string", required: true, readOnly: true },
    stream: { type: "string", required: true, readOnly: true, default: "chat" },
    messageId: { type: "string", required: true, readOnly: true },
    kind: { type: ["member", "system"] as const, required: true, readOnly: true },
    authorId: { type: "string" },
    authorName: { type: "string" },
    text: { type: "string", required: true },
    system: { type: systemKinds },
    mentions: { type: "list", items: { type: "string" } },
    /** `ChatReaction[]`: who reacted with which emoji, written whole under `revision`. */
    reactions: { type: "any" },
    /** Bumped by every change, which is conditional on the one read: two reactions at once never lose one. */
    revision: { type: "number", required: true, default: 0 },
    createdAt: { type: "string", required: true, readOnly: true },
    editedAt: { type: "string" },
    deletedAt: { type: "string" },
    deletedBy: { type: "string" },
  },
  indexes: {
    byLeague: {
      pk: { field: "pk", composite: ["leagueId", "stream"] },
      sk: { field: "sk", composite: ["messageId"] },
    },
  },
});

export type ChatMessageItem = EntityItem<typeof ChatMessage>;
