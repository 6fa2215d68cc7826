import type { EntityItem } from "electrodb";
import { mainIndex, secondaryIndex, tableEntity } from "../table/table-entity";

/**
 * A signed-in browser. The cookie holds a random id; the table holds only its SHA-256, so
 * nothing stored (the creator's table browser, a backup, a leaked scan) can be replayed as a
 * cookie. `expiresAt` (epoch seconds) is the table's TTL attribute; DynamoDB deletes lazily and
 * the local stand-in not at all, so reads check it too.
 */
export const Session = /* @__PURE__ */ tableEntity("session", {
  attributes: {
    sessionHash: { type: "string", required: true, readOnly: true },
    userId: { type: "string", required: true, readOnly: true },
    email: { type: "string", required: true },
    name: { type: "string", required: true },
    emailVerified: { type: "boolean", required: true },
    /** The identity provider's own name for the account (Cognito's `cognito:username`), to delete it. */
    providerUsername: { type: "string", required: true },
    createdAt: { type: "string", required: true, readOnly: true },
    expiresAt: { type: "number", required: true },
  },
  indexes: {
    byHash: mainIndex(["sessionHash"], []),
    byUser: secondaryIndex("gsi1", ["userId"], ["sessionHash"]),
  },
});

export type SessionItem = EntityItem<typeof Session>;
