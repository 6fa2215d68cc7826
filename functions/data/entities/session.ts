import type { EntityItem } from "electrodb";
import { entity } from "../built-on-first-use";
import { documentClient, tableName } from "../client";

/**
 * A signed-in browser. The cookie holds a random id; the table holds only its SHA-256, so
 * nothing stored (the creator's table browser, a backup, a leaked scan) can be replayed as a
 * cookie. `expiresAt` (epoch seconds) is the table's TTL attribute; DynamoDB deletes lazily and
 * the local stand-in not at all, so reads check it too.
 */
export const Session = entity(
  {
    model: { entity: "session", version: "1", service: "treble" },
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
      byHash: {
        pk: { field: "pk", composite: ["sessionHash"] },
        sk: { field: "sk", composite: [] },
      },
      byUser: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["userId"] },
        sk: { field: "gsi1sk", composite: ["sessionHash"] },
      },
    },
  },
  { client: documentClient, table: tableName() },
);

export type SessionItem = EntityItem<typeof Session>;
