import { describe, expect, it } from "vitest";
import { playerLeagueItems } from "./player-index";

describe("the players' index items of a league", () => {
  it("lists each held player once, with every holder and window (a departed pick and its later holder both)", () => {
    const items = playerLeagueItems("L1", "2025/26", {
      ann: [
        { playerId: 7, fromGameweek: 1, toGameweek: 20, kind: "draft", endReason: "departed" },
        { playerId: 8, fromGameweek: 21, kind: "replacement", replaces: 7 },
      ],
      bob: [{ playerId: 7, fromGameweek: 22, kind: "extra" }],
    });
    expect(items).toEqual([
      {
        season: "2025/26",
        playerId: 7,
        leagueId: "L1",
        holders: [
          { userId: "ann", fromGameweek: 1, toGameweek: 20 },
          { userId: "bob", fromGameweek: 22 },
        ],
      },
      { season: "2025/26", playerId: 8, leagueId: "L1", holders: [{ userId: "ann", fromGameweek: 21 }] },
    ]);
  });

  it("holds nothing for a league without final picks", () => {
    expect(playerLeagueItems("L1", "2025/26", {})).toEqual([]);
  });
});
