/** Which extra-pick candidate lists may be saved: window state, live league, at most 5 distinct current players. */
import { describe, expect, it } from "vitest";
import { candidateProblem } from "./candidates";

const statusOf = (id: number) => (id === 99 ? undefined : id === 7 ? "u" : "a");
const ok = { state: "open" as const, leagueIsLive: true, playerIds: [1, 2, 3], statusOf };

describe("candidateProblem", () => {
  it("accepts up to 5 distinct current players while the window is open in a live league", () => {
    expect(candidateProblem(ok)).toBeUndefined();
    expect(candidateProblem({ ...ok, playerIds: [] })).toBeUndefined();
    expect(candidateProblem({ ...ok, playerIds: [1, 2, 3, 4, 5] })).toBeUndefined();
  });
  it("refuses outside the window, in a draft-mode league, and bad lists", () => {
    expect(candidateProblem({ ...ok, state: "upcoming" })).toBe("WINDOW_NOT_OPEN");
    expect(candidateProblem({ ...ok, state: "closed" })).toBe("WINDOW_CLOSED");
    expect(candidateProblem({ ...ok, leagueIsLive: false })).toBe("LEAGUE_NOT_LIVE");
    expect(candidateProblem({ ...ok, playerIds: [1, 2, 3, 4, 5, 6] })).toBe("TOO_MANY");
    expect(candidateProblem({ ...ok, playerIds: [1, 1] })).toBe("DUPLICATE");
    expect(candidateProblem({ ...ok, playerIds: [1, 99] })).toBe("UNKNOWN_PLAYER");
    expect(candidateProblem({ ...ok, playerIds: [1, 7] })).toBe("PLAYER_LEFT");
  });
});
