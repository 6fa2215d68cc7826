import type { EntityItem } from "electrodb";
import { entity } from "../built-on-first-use";
import { documentClient, tableName } from "../client";

/** A person who signed in. `userId` is the identity provider's `sub`. */
export const User = entity(
  {
    model: { entity: "user", version: "1", service: "treble" },
    attributes: {
      userId: { type: "string", required: true },
      email: { type: "string", required: true },
      name: { type: "string", required: true },
      /** Display name used when joining leagues; starts as the e-mail's local part. */
      username: { type: "string", required: true },
      createdAt: { type: "string", required: true, readOnly: true },
      lastSeenAt: { type: "string" },
    },
    indexes: {
      byId: {
        pk: { field: "pk", composite: ["userId"] },
        sk: { field: "sk", composite: [] },
      },
      byEmail: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["email"] },
        sk: { field: "gsi1sk", composite: [] },
      },
    },
  },
  { client: documentClient, table: tableName() },
);

export type UserItem = EntityItem<typeof User>;
