/** Season change rules: the next label, when a league's season is over, which season it moves to, and last season's goals by player code. */
import { describe, expect, it } from "vitest";
import { goalsLastSeasonByCode, nextSeasonLabel, seasonChange, seasonIsOver } from "./season-change";

const weeks = (finished: boolean[]) => finished.map((isFinished) => ({ isFinished }));

describe("season change", () => {
  it("names the next season", () => {
    expect(nextSeasonLabel("2024/25")).toBe("2025/26");
    expect(nextSeasonLabel("2099/00")).toBe("2100/01");
  });

  it("calls a season over only when every gameweek is finished", () => {
    expect(seasonIsOver([])).toBe(false);
    expect(seasonIsOver(weeks([true, true, false]))).toBe(false);
    expect(seasonIsOver(weeks([true, true, true]))).toBe(true);
  });

  it("moves to the first newer stored season, only when the own one is over", () => {
    expect(seasonChange("2024/25", ["2024/25"], weeks([true]))).toEqual({ ok: false, reason: "NO_NEWER_SEASON" });
    expect(seasonChange("2024/25", ["2024/25", "2025/26"], weeks([true, false]))).toEqual({ ok: false, reason: "SEASON_NOT_OVER" });
    expect(seasonChange("2023/24", ["2023/24", "2024/25", "2025/26"], weeks([true, true]))).toEqual({
      ok: true,
      from: "2023/24",
      to: "2024/25",
    });
    expect(seasonChange("2025/26", ["2024/25", "2025/26"], weeks([true]))).toEqual({ ok: false, reason: "NO_NEWER_SEASON" });
  });

  it("moves on from a season the feed left before its end was seen", () => {
    expect(seasonChange("2024/25", ["2024/25", "2025/26"], weeks([true, false]), true)).toEqual({
      ok: true,
      from: "2024/25",
      to: "2025/26",
    });
    expect(seasonChange("2025/26", ["2024/25", "2025/26"], weeks([true, false]), true)).toEqual({ ok: false, reason: "NO_NEWER_SEASON" });
  });

  it("takes last season's goals by code, 0 for newcomers, whatever the ids", () => {
    const last = [
      { code: 100, goalsScored: 22 },
      { code: 200, goalsScored: 3 },
    ];
    const now = [
      { playerId: 7, code: 200 },
      { playerId: 1, code: 100 },
      { playerId: 100, code: 999 },
    ];
    expect([...goalsLastSeasonByCode(last, now)]).toEqual([
      [7, 3],
      [1, 22],
      [100, 0],
    ]);
  });
});
