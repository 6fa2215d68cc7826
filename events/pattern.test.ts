/** The local bus's pattern matching agrees with EventBridge's rules for the forms we use. */
import { describe, expect, it } from "vitest";
import { matchesPattern } from "./pattern";

const event = { source: "treble.app", "detail-type": "MEMBER_JOINED", detail: { leagueId: "L1", category: "user_action" } };

describe("matchesPattern", () => {
  it("matches literal arrays at the top level and inside detail", () => {
    expect(matchesPattern({ source: ["treble.app"] }, event)).toBe(true);
    expect(matchesPattern({ "detail-type": ["A", "MEMBER_JOINED"] }, event)).toBe(true);
    expect(matchesPattern({ detail: { category: ["user_action"] } }, event)).toBe(true);
  });
  it("needs every key to match", () => {
    expect(matchesPattern({ source: ["treble.app"], "detail-type": ["OTHER"] }, event)).toBe(false);
    expect(matchesPattern({ detail: { missing: ["x"] } }, event)).toBe(false);
    expect(matchesPattern({ nothing: { deeper: ["x"] } }, event)).toBe(false);
  });
});
