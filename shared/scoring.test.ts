/** Per-pick scoring windows, re-executions and window drafts that keep earned goals, ranking ties and the goal race. */
import { describe, expect, it } from "vitest";
import { feedPosition, goalRace, openPicks, picksAfterDraft, picksAfterWindow, rank, scoreMembers, type ScoredPick } from "./scoring";

const goals = [
  { gameweekId: 1, playerId: 10, goals: 2 },
  { gameweekId: 2, playerId: 10, goals: 1 },
  { gameweekId: 2, playerId: 20, goals: 1 },
  { gameweekId: 3, playerId: 30, goals: 3 },
  { gameweekId: 4, playerId: 10, goals: 5 },
];
const members = [
  { userId: "a", picks: openPicks([10, 20, 99], 2) },
  { userId: "b", picks: openPicks([30], 2) },
];

describe("scoreMembers", () => {
  it("counts only each pick's window, up to the viewed gameweek", () => {
    const [a, b] = scoreMembers(members, goals, { gameweek: 3 });
    expect(a).toMatchObject({ totalGoals: 2, currentGameweekGoals: 0 });
    expect(a.pickScores.map((s) => s.seasonGoals)).toEqual([1, 1, 0]);
    expect(b).toMatchObject({ totalGoals: 3, currentGameweekGoals: 3 });
  });
  it("sums records of the same player and gameweek (double gameweeks arrive summed, but never double count)", () => {
    const [a] = scoreMembers([{ userId: "a", picks: openPicks([10, 20, 99], 1) }], [...goals, { gameweekId: 2, playerId: 20, goals: 1 }], {
      gameweek: 2,
    });
    expect(a.currentGameweekGoals).toBe(3);
    expect(a.totalGoals).toBe(5);
  });
  it("an ended pick keeps its goals and earns no more", () => {
    const picks: ScoredPick[] = [{ playerId: 10, fromGameweek: 1, toGameweek: 2, kind: "draft", endReason: "departed" }];
    const [a] = scoreMembers([{ userId: "a", picks }], goals, { gameweek: 4 });
    expect(a.totalGoals).toBe(3);
    expect(a.currentGameweekGoals).toBe(0);
  });
});

describe("re-executing a live league (product.md §10.14: the issue's scenario)", () => {
  // Live from GW12; at GW15 (GW14 under way, GW15 next) the admin re-executes with other players.
  const weeks = (next: number) =>
    Array.from({ length: 38 }, (_, i) => ({ gameweekId: i + 1, isCurrent: i + 2 === next, isNext: i + 1 === next }));
  const data = [
    { gameweekId: 12, playerId: 1, goals: 2 },
    { gameweekId: 14, playerId: 1, goals: 1 },
    { gameweekId: 16, playerId: 1, goals: 4 },
    { gameweekId: 13, playerId: 7, goals: 1 },
    { gameweekId: 16, playerId: 7, goals: 2 },
  ];
  const first = picksAfterDraft({}, [{ userId: "m", playerIds: [1, 2, 3] }], feedPosition(weeks(12)));
  const redo = picksAfterDraft(first, [{ userId: "m", playerIds: [7, 8, 9] }], feedPosition(weeks(15)));

  it("nobody loses points: the old picks keep GW12–14, the new ones score from GW15", () => {
    const [before] = scoreMembers([{ userId: "m", picks: first.m }], data, { gameweek: 14 });
    const [after] = scoreMembers([{ userId: "m", picks: redo.m }], data, { gameweek: 14 });
    expect(before.totalGoals).toBe(3);
    expect(after.totalGoals).toBe(3);
    const [later] = scoreMembers([{ userId: "m", picks: redo.m }], data, { gameweek: 16 });
    // Player 1's GW16 goals no longer count; player 7's GW13 goal never did.
    expect(later.totalGoals).toBe(5);
    expect(redo.m.filter((p) => p.toGameweek === 14)).toHaveLength(3);
    expect(redo.m.filter((p) => p.fromGameweek === 15)).toHaveLength(3);
  });
  it("the goal race and the gameweek picker still start at GW12", () => {
    const race = goalRace([{ userId: "m", picks: redo.m }], data, { gameweek: 16 });
    expect(race.gameweeks[0]).toBe(12);
    expect(race.series[0].cumulative).toEqual([2, 2, 3, 3, 5]);
  });
  it("after the last gameweek nothing new scores, and before the first the whole season does", () => {
    expect(feedPosition(weeks(39))).toEqual({ next: 39 });
    expect(feedPosition(weeks(1))).toEqual({ next: 1 });
    expect(feedPosition([])).toEqual({ next: 1 });
  });
  it("a re-execution before the first scoring gameweek finished drops the empty windows", () => {
    const again = picksAfterDraft(first, [{ userId: "m", playerIds: [7] }], feedPosition(weeks(12)));
    expect(again.m).toEqual([{ playerId: 7, fromGameweek: 12, kind: "draft" }]);
  });
  it("a member left out of the re-execution keeps the goals of their ended picks", () => {
    const out = picksAfterDraft(first, [{ userId: "other", playerIds: [7] }], feedPosition(weeks(15)));
    expect(scoreMembers([{ userId: "m", picks: out.m }], data, { gameweek: 16 })[0].totalGoals).toBe(3);
  });
});

describe("picksAfterWindow", () => {
  it("ends the departed pick before the window's start and opens the replacement and the extra there", () => {
    const before = { m: openPicks([1, 2, 3], 1) };
    const after = picksAfterWindow(before, [{ userId: "m", replacements: [{ departed: 2, playerId: 5 }], extra: 6 }], { next: 24 });
    expect(after.m).toEqual([
      { playerId: 1, fromGameweek: 1, kind: "draft" },
      { playerId: 2, fromGameweek: 1, toGameweek: 23, kind: "draft", endReason: "departed" },
      { playerId: 3, fromGameweek: 1, kind: "draft" },
      { playerId: 5, fromGameweek: 24, kind: "replacement", replaces: 2 },
      { playerId: 6, fromGameweek: 24, kind: "extra" },
    ]);
    expect(before.m).toHaveLength(3);
  });
  it("a departed pick with no free replacement still ends", () => {
    const after = picksAfterWindow({ m: openPicks([1], 1) }, [{ userId: "m", replacements: [{ departed: 1 }] }], { next: 24 });
    expect(after.m).toEqual([{ playerId: 1, fromGameweek: 1, toGameweek: 23, kind: "draft", endReason: "departed" }]);
  });
});

describe("rank", () => {
  it("shares positions on equal totals and orders by this week, then name", () => {
    const ranked = rank([
      { username: "c", totalGoals: 5, currentGameweekGoals: 0 },
      { username: "a", totalGoals: 7, currentGameweekGoals: 1 },
      { username: "b", totalGoals: 5, currentGameweekGoals: 2 },
      { username: "d", totalGoals: 1, currentGameweekGoals: 0 },
    ]);
    expect(ranked.map((r) => `${r.position}${r.username}`)).toEqual(["1a", "2b", "2c", "4d"]);
  });
});

describe("goalRace", () => {
  it("accumulates each member's goals week by week from the first scoring gameweek", () => {
    const race = goalRace(members, goals, { gameweek: 4 });
    expect(race.gameweeks).toEqual([2, 3, 4]);
    expect(race.series).toEqual([
      { userId: "a", cumulative: [2, 2, 7] },
      { userId: "b", cumulative: [0, 3, 3] },
    ]);
  });
});
