import type { EntityItem } from "electrodb";
import { mainIndex, secondaryIndex, tableEntity } from "../table/table-entity";

/** A person who signed in. `userId` is the identity provider's `sub`. */
export const User = /* @__PURE__ */ tableEntity("user", {
  attributes: {
    userId: { type: "string", required: true },
    email: { type: "string", required: true },
    name: { type: "string", required: true },
    /** Display name used when joining leagues and in mails; starts as the name typed at sign-in. */
    username: { type: "string", required: true },
    createdAt: { type: "string", required: true, readOnly: true },
    lastSeenAt: { type: "string" },
  },
  indexes: {
    byId: mainIndex(["userId"], []),
    byEmail: secondaryIndex("gsi1", ["email"], []),
  },
});

export type UserItem = EntityItem<typeof User>;
