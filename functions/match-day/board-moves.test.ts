import { describe, expect, it } from "vitest";
import { realtimeLimits, serverEvent, wireBytes } from "../../shared/contract/realtime";
import { boardChangedEvent } from "./board-moves";

const pick = (i: number) => ({ userId: `member-${i}-of-a-long-league`, playerId: i, fromGameweek: 1, gameweekGoals: 1, seasonGoals: 9 });

describe("board.changed after goals", () => {
  it("carries the changed picks and the scorers when they fit one frame, and matches the contract", () => {
    const event = boardChangedEvent("league1", "v2", "v1", [pick(1), pick(2)], [1]);
    expect(event).toMatchObject({ type: "board.changed", version: "v2", previous: "v1", scored: [1] });
    expect(event.picks).toHaveLength(2);
    expect(serverEvent.safeParse(event).success).toBe(true);
  });

  it("names the players whose goal was taken back, for the taken-back moment", () => {
    const event = boardChangedEvent("league1", "v3", "v2", [pick(1)], [], [1]);
    expect(event).toMatchObject({ scored: [], takenBack: [1] });
    expect(serverEvent.safeParse(event).success).toBe(true);
  });

  it("sends the version alone when the change would not fit one frame (the client re-reads the board)", () => {
    const many = Array.from({ length: 2000 }, (_, i) => pick(i));
    const event = boardChangedEvent("league1", "v2", "v1", many, [1]);
    expect(event).toEqual({ v: 1, type: "board.changed", leagueId: "league1", version: "v2" });
    expect(wireBytes(JSON.stringify(boardChangedEvent("league1", "v2", "v1", many.slice(0, 100), [1])))).toBeLessThanOrEqual(
      realtimeLimits.maxFrameBytes,
    );
  });
});
