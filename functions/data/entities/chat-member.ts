import type { EntityItem } from "electrodb";
import { mainIndex, tableEntity } from "../table/table-entity";

/**
 * A member's standing in their league's chat: the times of their latest messages (the rate
 * limit) and a mute. Written only under `revision`, so two posts at once cannot both take the
 * tenth place in the window. Its own item, apart from the membership, so posting never writes
 * the member the board reads.
 */
export const ChatMember = /* @__PURE__ */ tableEntity("chatMember", {
  attributes: {
    leagueId: { type: "string", required: true, readOnly: true },
    userId: { type: "string", required: true, readOnly: true },
    /** Epoch ms of the member's messages still inside the rate window, newest last. */
    recent: { type: "list", items: { type: "number" } },
    mutedUntil: { type: "string" },
    mutedBy: { type: "string" },
    /** The muted member's name when muted, for the admin's list. */
    username: { type: "string" },
    revision: { type: "number", required: true, default: 0 },
  },
  indexes: {
    byLeague: mainIndex(["leagueId"], ["userId"]),
  },
});

export type ChatMemberItem = EntityItem<typeof ChatMember>;
