import type { EntityItem } from "electrodb";
import { mainIndex, secondaryIndex, tableEntity } from "../table/table-entity";

/**
 * An admin's "Add User" for someone who has not signed in yet: it becomes a membership when
 * that e-mail signs in. Stored in the league's partition and findable by e-mail.
 */
export const Invitation = /* @__PURE__ */ tableEntity("invitation", {
  attributes: {
    leagueId: { type: "string", required: true, readOnly: true },
    email: { type: "string", required: true, readOnly: true },
    name: { type: "string", required: true },
    invitedBy: { type: "string", required: true },
    createdAt: { type: "string", required: true },
  },
  indexes: {
    byLeague: mainIndex(["leagueId"], ["email"]),
    byEmail: secondaryIndex("gsi1", ["email"], ["leagueId"]),
  },
});

export type InvitationItem = EntityItem<typeof Invitation>;
