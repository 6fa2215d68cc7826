import type { EntityItem } from "electrodb";
import { mainIndex, tableEntity } from "../table/table-entity";

/**
 * The newest message a member has read in a league's chat. In the user's partition, so the
 * unread counts of all their leagues start from one Query.
 */
export const ChatReadMarker = /* @__PURE__ */ tableEntity("chatReadMarker", {
  attributes: {
    userId: { type: "string", required: true, readOnly: true },
    leagueId: { type: "string", required: true, readOnly: true },
    lastReadId: { type: "string", required: true },
    readAt: { type: "string", required: true },
  },
  indexes: {
    byUser: mainIndex(["userId"], ["leagueId"]),
  },
});

export type ChatReadMarkerItem = EntityItem<typeof ChatReadMarker>;
