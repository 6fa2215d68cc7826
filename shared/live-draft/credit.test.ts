/** Who an executed live draft is credited to (issue #35: "the live draft, and who made the last pick"). */
import { describe, expect, it } from "vitest";
import { liveDraftCredit } from "./credit";
import type { LiveDraftState, LivePick } from "./state";

const order = [
  { participantId: "m1", username: "alice" },
  { participantId: "m2", username: "bob" },
];
const finished = (last: Partial<LivePick>): Pick<LiveDraftState, "order" | "picks"> => ({
  order,
  picks: [
    { overall: 1, round: 1, slot: 1, participantId: "m1", playerId: 1, by: "member", at: 1 },
    { overall: 2, round: 1, slot: 2, participantId: "m2", playerId: 2, by: "member", at: 2, ...last },
  ],
});
const userIds = { m1: "u1", m2: "u2" };

describe("liveDraftCredit", () => {
  it("credits the live draft and the member who made the last pick, by their user", () => {
    expect(liveDraftCredit(finished({}), userIds)).toEqual({ userId: "u2", username: "Live draft, last pick by bob" });
  });

  it("names the admin who made the last pick for a member", () => {
    expect(liveDraftCredit(finished({ by: "admin", note: "picked by alice (admin)", admin: "alice" }), userIds)).toEqual({
      userId: "live-draft",
      username: "Live draft, last pick by alice for bob",
    });
  });

  it("says autopick made the last pick, never a clock", () => {
    const credit = liveDraftCredit(finished({ by: "autopick", note: "the clock ran out" }), userIds);
    expect(credit).toEqual({ userId: "live-draft", username: "Live draft, last pick by autopick for bob" });
    expect(credit.username).not.toMatch(/clock/i);
  });

  it("is the same for the same draft, so every start of its execution has the same input", () => {
    expect(liveDraftCredit(finished({}), userIds)).toEqual(liveDraftCredit(finished({}), userIds));
  });
});
