import type { EntityItem } from "electrodb";
import { mainIndex, tableEntity } from "../table/table-entity";

/**
 * An address we must not mail any more: SES reported a permanent bounce or a complaint for it.
 * Keyed by the address (lower case), since a bounce names an address, not a user.
 */
export const EmailSuppression = /* @__PURE__ */ tableEntity("emailSuppression", {
  attributes: {
    email: { type: "string", required: true, readOnly: true },
    reason: { type: ["bounce", "complaint"] as const, required: true },
    detail: { type: "string" },
    at: { type: "string", required: true },
  },
  indexes: {
    byEmail: mainIndex(["email"], []),
  },
});

export type EmailSuppressionItem = EntityItem<typeof EmailSuppression>;
