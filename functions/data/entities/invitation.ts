import type { EntityItem } from "electrodb";
import { entity } from "../built-on-first-use";
import { documentClient, tableName } from "../client";

/**
 * An admin's "Add User" for someone who has not signed in yet: it becomes a membership when
 * that e-mail signs in. Stored in the league's partition and findable by e-mail.
 */
export const Invitation = entity(
  {
    model: { entity: "invitation", version: "1", service: "treble" },
    attributes: {
      leagueId: { type: "string", required: true, readOnly: true },
      email: { type: "string", required: true, readOnly: true },
      name: { type: "string", required: true },
      invitedBy: { type: "string", required: true },
      createdAt: { type: "string", required: true },
    },
    indexes: {
      byLeague: {
        pk: { field: "pk", composite: ["leagueId"] },
        sk: { field: "sk", composite: ["email"] },
      },
      byEmail: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["email"] },
        sk: { field: "gsi1sk", composite: ["leagueId"] },
      },
    },
  },
  { client: documentClient, table: tableName() },
);

export type InvitationItem = EntityItem<typeof Invitation>;
