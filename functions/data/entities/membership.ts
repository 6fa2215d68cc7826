import type { EntityItem } from "electrodb";
import { secondaryIndex, tableEntity } from "../table/table-entity";

/**
 * A user's place in a league (product.md §3's LeagueUser). Keyed by (league, user), so a conditional
 * create makes a second join of the same user impossible, even when two arrive at once.
 */
export const Membership = /* @__PURE__ */ tableEntity("membership", {
  attributes: {
    membershipId: { type: "string", required: true, readOnly: true },
    leagueId: { type: "string", required: true, readOnly: true },
    userId: { type: "string", required: true, readOnly: true },
    username: { type: "string", required: true },
    email: { type: "string", required: true },
    isAdmin: { type: "boolean", required: true, default: false },
    isArchived: { type: "boolean", required: true, default: false },
    archivedAt: { type: "string" },
    archivedReason: { type: "string" },
    draftOrder: { type: "number" },
    joinedAt: { type: "string", required: true, readOnly: true },
    lastActivityAt: { type: "string" },
    /**
     * How many players the member's selection holds, kept by every selection save so the board
     * reads members alone instead of everyone's 15 picks (decision 0085, pick counts live on the member item). `pickRevision` is the
     * selection revision it was counted from: an older save's count never lands after a newer one.
     * Absent on members stored before that decision until the board first fills it in.
     */
    pickCount: { type: "number" },
    pickRevision: { type: "number" },
  },
  indexes: {
    byLeague: {
      collection: "roster",
      pk: { field: "pk", composite: ["leagueId"] },
      sk: { field: "sk", composite: ["userId"] },
    },
    byUser: secondaryIndex("gsi1", ["userId"], ["leagueId"]),
    byId: secondaryIndex("gsi2", ["membershipId"], []),
  },
});

export type MembershipItem = EntityItem<typeof Membership>;
