import { describe, expect, it } from "vitest";
import { applyPickGoals, pickGoals } from "./board-delta";
import { rank, scoreMembers, type GoalRecord, type ScoredPick } from "./scoring";

const goals: GoalRecord[] = [
  { gameweekId: 10, playerId: 7, goals: 1 },
  { gameweekId: 12, playerId: 7, goals: 2 },
  { gameweekId: 12, playerId: 9, goals: 1 },
];

/** A board as the server builds it (rows of picks with their goals at `gameweek`, ranked). */
function board(members: Record<string, ScoredPick[]>, stored: GoalRecord[], gameweek: number) {
  const list = Object.entries(members).map(([userId, picks]) => ({ userId, picks }));
  const scores = scoreMembers(list, stored, { gameweek });
  return rank(
    list.map((m, i) => ({
      userId: m.userId,
      username: m.userId,
      picks: m.picks.map((p, j) => ({ playerId: p.playerId, fromGameweek: p.fromGameweek, ...scores[i].pickScores[j] })),
      currentGameweekGoals: scores[i].currentGameweekGoals,
      totalGoals: scores[i].totalGoals,
    })),
  );
}

const members: Record<string, ScoredPick[]> = {
  ann: [
    { playerId: 7, fromGameweek: 1, kind: "draft" },
    { playerId: 3, fromGameweek: 1, kind: "draft" },
  ],
  bob: [
    { playerId: 9, fromGameweek: 1, kind: "draft" },
    { playerId: 7, fromGameweek: 11, toGameweek: 11, kind: "replacement" },
  ],
  cy: [{ playerId: 4, fromGameweek: 1, kind: "draft" }],
};

describe("a pick's goals after a change", () => {
  it("counts each holder's goals inside their own window, at the viewed gameweek", () => {
    const holders = [
      {
        playerId: 7,
        holders: [
          { userId: "ann", fromGameweek: 1 },
          { userId: "bob", fromGameweek: 11, toGameweek: 11 },
        ],
      },
      { playerId: 9, holders: [{ userId: "bob", fromGameweek: 13 }] },
    ];
    expect(pickGoals(holders, goals, 12)).toEqual([
      { userId: "ann", playerId: 7, fromGameweek: 1, gameweekGoals: 2, seasonGoals: 3 },
      { userId: "bob", playerId: 7, fromGameweek: 11, gameweekGoals: 0, seasonGoals: 0 },
      { userId: "bob", playerId: 9, fromGameweek: 13, gameweekGoals: 0, seasonGoals: 0 },
    ]);
  });

  it("is the same numbers however often it is applied: absolute values, never a delta added twice", () => {
    const before = board(members, goals, 12);
    const after: GoalRecord[] = [...goals, { gameweekId: 12, playerId: 3, goals: 2 }];
    const change = pickGoals([{ playerId: 3, holders: [{ userId: "ann", fromGameweek: 1 }] }], after, 12);
    const once = applyPickGoals(before, change);
    expect(once).toEqual(board(members, after, 12));
    expect(applyPickGoals(once!, change)).toEqual(once);
  });

  it("ranks again: a goal moves a row up, and a correction takes it back", () => {
    const before = board(members, goals, 12);
    expect(before.map((r) => [r.userId, r.position])).toEqual([
      ["ann", 1],
      ["bob", 2],
      ["cy", 3],
    ]);
    const burst: GoalRecord[] = [...goals, { gameweekId: 12, playerId: 4, goals: 5 }];
    const up = applyPickGoals(before, pickGoals([{ playerId: 4, holders: [{ userId: "cy", fromGameweek: 1 }] }], burst, 12))!;
    expect(up.map((r) => [r.userId, r.position, r.totalGoals])).toEqual([
      ["cy", 1, 5],
      ["ann", 2, 3],
      ["bob", 3, 1],
    ]);
    const back = applyPickGoals(up, pickGoals([{ playerId: 4, holders: [{ userId: "cy", fromGameweek: 1 }] }], goals, 12))!;
    expect(back).toEqual(before);
  });

  it("refuses a change naming a pick the board does not show, so the client reads the board instead", () => {
    const before = board(members, goals, 12);
    expect(applyPickGoals(before, [{ userId: "cy", playerId: 99, fromGameweek: 1, gameweekGoals: 1, seasonGoals: 1 }])).toBeUndefined();
    expect(applyPickGoals(before, [{ userId: "zed", playerId: 4, fromGameweek: 1, gameweekGoals: 1, seasonGoals: 1 }])).toBeUndefined();
  });
});
