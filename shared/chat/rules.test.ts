/** The chat's pure rules (issue 39): length after trimming, the rate limit and the mute. */
import { describe, expect, it } from "vitest";
import { CHAT_MUTE_MS, chatText, isMuted, muteEnds, overRateLimit, rateLimitRetryAt } from "./rules";
import { chatMessageBody, chatPageQuery, reactionBody } from "./schemas";

describe("a message's length", () => {
  it("is 1 to 1,000 characters once trimmed, counted as the member sees them", () => {
    expect(chatText("  hi  ")).toBe("hi");
    expect(chatText("   ")).toBeUndefined();
    expect(chatText("x".repeat(1000))).toHaveLength(1000);
    expect(chatText("x".repeat(1001))).toBeUndefined();
    // 1,000 emoji are 2,000 UTF-16 units and still 1,000 characters.
    expect(chatText("⚽".repeat(1000))).toBeDefined();
    expect(chatText(` ${"x".repeat(1000)} `)).toHaveLength(1000);
  });
  it("is what the request schema accepts: trimmed, refused empty, too long, with control characters or unknown fields", () => {
    expect(chatMessageBody.safeParse({ text: "  hello\nthere  " })).toMatchObject({ success: true, data: { text: "hello\nthere" } });
    for (const body of [{ text: " " }, { text: "x".repeat(1001) }, { text: "a\u0007" }, { text: "hi", html: "<b>" }, { text: 3 }, {}])
      expect(chatMessageBody.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });
  it("pages and reactions take only what the contract names", () => {
    expect(chatPageQuery.safeParse({ limit: "10", before: "0mx0abc" })).toMatchObject({ success: true, data: { limit: 10 } });
    for (const query of [{ limit: "0" }, { limit: "101" }, { limit: "1e1" }, { before: "a#b" }, { cursor: "x" }])
      expect(chatPageQuery.safeParse(query).success, JSON.stringify(query)).toBe(false);
    expect(reactionBody.safeParse({ emoji: "👍" }).success).toBe(true);
    expect(reactionBody.safeParse({ emoji: "<img>" }).success).toBe(false);
  });
});

describe("the rate limit", () => {
  const now = 1_000_000;
  const times = (n: number, gap = 1000) => Array.from({ length: n }, (_, i) => now - i * gap);
  it("lets a member post 10 messages in 30 seconds and refuses the 11th", () => {
    expect(overRateLimit(times(9), now)).toBe(false);
    expect(overRateLimit(times(10), now)).toBe(true);
  });
  it("forgets messages older than 30 seconds", () => {
    expect(overRateLimit(times(10, 3_500), now)).toBe(false);
    expect(overRateLimit([...times(9), now - 30_000], now)).toBe(false);
  });
  it("says when the member may post again: when the oldest counted message leaves the window", () => {
    expect(rateLimitRetryAt(times(10), now)).toBe(now - 9000 + 30_000);
  });
});

describe("the mute", () => {
  it("lasts 24 hours from when it is set", () => {
    const now = Date.parse("2026-11-28T12:00:00Z");
    expect(muteEnds(now)).toBe("2026-11-29T12:00:00.000Z");
    expect(isMuted(muteEnds(now), now + CHAT_MUTE_MS - 1)).toBe(true);
    expect(isMuted(muteEnds(now), now + CHAT_MUTE_MS)).toBe(false);
    expect(isMuted(undefined, now)).toBe(false);
  });
});
