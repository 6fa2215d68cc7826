import type { EntityItem } from "electrodb";
import { entity } from "../built-on-first-use";
import { documentClient, tableName } from "../client";

/**
 * An address we must not mail any more: SES reported a permanent bounce or a complaint for it.
 * Keyed by the address (lower case), since a bounce names an address, not a user.
 */
export const EmailSuppression = entity(
  {
    model: { entity: "emailSuppression", version: "1", service: "treble" },
    attributes: {
      email: { type: "string", required: true, readOnly: true },
      reason: { type: ["bounce", "complaint"] as const, required: true },
      detail: { type: "string" },
      at: { type: "string", required: true },
    },
    indexes: {
      byEmail: {
        pk: { field: "pk", composite: ["email"] },
        sk: { field: "sk", composite: [] },
      },
    },
  },
  { client: documentClient, table: tableName() },
);

export type EmailSuppressionItem = EntityItem<typeof EmailSuppression>;
