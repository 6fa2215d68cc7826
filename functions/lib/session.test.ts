/** Who a session makes the caller: the creator role needs a verified e-mail. */
import { afterEach, describe, expect, it } from "vitest";
import { toSessionUser } from "./session";

const claims = { userId: "u1", email: "boss@example.com", name: "Boss", providerUsername: "u1" };

describe("toSessionUser", () => {
  const saved = process.env.CREATOR_EMAILS;
  afterEach(() => {
    process.env.CREATOR_EMAILS = saved;
  });

  it("makes a configured e-mail the creator only once the provider has verified it", () => {
    process.env.CREATOR_EMAILS = "Boss@example.com, other@example.com";
    expect(toSessionUser({ ...claims, emailVerified: true }).isCreator).toBe(true);
    expect(toSessionUser({ ...claims, emailVerified: false }).isCreator).toBe(false);
    expect(toSessionUser({ ...claims, email: "someone@example.com", emailVerified: true }).isCreator).toBe(false);
  });
});
