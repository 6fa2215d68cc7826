/** Unsubscribe tokens: they round-trip, expire, and cannot be bent to another user or type. */
import { describe, expect, it } from "vitest";
import { readUnsubscribeToken, unsubscribeToken, UNSUBSCRIBE_TTL_MS } from "./unsubscribe-token";

const secret = "test-secret";

describe("unsubscribe tokens", () => {
  it("round-trips who and which type", () => {
    const token = unsubscribeToken({ userId: "u1", type: "league_update" }, secret, 1000);
    expect(readUnsubscribeToken(token, secret, 2000)).toEqual({
      ok: true,
      claim: { userId: "u1", type: "league_update", expiresAt: 1000 + UNSUBSCRIBE_TTL_MS },
    });
  });
  it("expires", () => {
    const token = unsubscribeToken({ userId: "u1", type: "league_update" }, secret, 0);
    expect(readUnsubscribeToken(token, secret, UNSUBSCRIBE_TTL_MS + 1)).toEqual({ ok: false, reason: "expired" });
  });
  it("refuses a payload rewritten for another user, another secret, and garbage", () => {
    const token = unsubscribeToken({ userId: "u1", type: "league_update" }, secret);
    const [, signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ u: "u2", t: "league_update", e: Date.now() + 1e9 })).toString("base64url");
    expect(readUnsubscribeToken(`${forged}.${signature}`, secret)).toEqual({ ok: false, reason: "invalid" });
    expect(readUnsubscribeToken(token, "other-secret")).toEqual({ ok: false, reason: "invalid" });
    for (const bad of ["", "abc", "a.b.c", `${forged}.`]) expect(readUnsubscribeToken(bad, secret).ok).toBe(false);
  });
});
