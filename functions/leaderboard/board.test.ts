import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openPicks, type GoalRecord } from "../../shared/scoring";
import type { FplPlayerItem } from "../data/entities/fpl-player";
import type { FplTeamItem } from "../data/entities/fpl-team";
import type { MembershipItem } from "../data/entities/membership";
import { boardJson, buildBoard, rebuildBoard, type BoardInputs } from "./board";

const PLAYERS = 12;
const players = Array.from({ length: PLAYERS }, (_, i) => ({
  playerId: i + 1,
  webName: `Player ${i + 1}`,
  teamName: "Arsenal",
  teamId: (i % 3) + 1,
  position: "FWD",
  status: "a",
})) as unknown as FplPlayerItem[];
const teams = [1, 2, 3].map((teamId) => ({ teamId, shortName: `T${teamId}` })) as unknown as FplTeamItem[];

const member = (i: number, name: string, archived: boolean) =>
  ({
    userId: `u${i}`,
    membershipId: `m${i}`,
    username: name,
    email: `u${i}@treble.test`,
    isArchived: archived,
    pickCount: 15,
  }) as unknown as MembershipItem;

const goalsArb = fc.array(
  fc.record({
    playerId: fc.integer({ min: 1, max: PLAYERS }),
    gameweekId: fc.integer({ min: 1, max: 5 }),
    goals: fc.integer({ min: 0, max: 3 }),
  }),
  { maxLength: 30 },
);

/** A league of up to 12 members (names drawn from three, so equal rows happen), each holding three players. */
const leagueArb = fc
  .array(fc.record({ name: fc.constantFrom("Ada", "Bo", "Cy"), archived: fc.boolean(), from: fc.integer({ min: 1, max: 4 }) }), {
    minLength: 1,
    maxLength: 12,
  })
  .chain((members) =>
    fc.record({
      members: fc.constant(members.map((m, i) => member(i, m.name, m.archived))),
      picks: fc.constant(
        Object.fromEntries(
          members.map((m, i) => [
            `u${i}`,
            m.archived && i % 2
              ? []
              : openPicks(
                  [1, 2, 3].map((k) => ((i * 3 + k) % PLAYERS) + 1),
                  m.from,
                ),
          ]),
        ),
      ),
      before: goalsArb,
      after: goalsArb,
      gameweek: fc.integer({ min: 1, max: 5 }),
      admin: fc.boolean(),
    }),
  );

const inputs = (l: { members: MembershipItem[]; picks: BoardInputs["picks"]; gameweek: number; admin: boolean }, goals: GoalRecord[]) => ({
  members: l.members,
  picks: l.picks,
  players,
  teams,
  goals,
  gameweek: l.gameweek,
  current: true,
  simulated: false,
  viewerIsAdmin: l.admin,
});

describe("rebuildBoard", () => {
  it("gives the bytes a fresh build gives, whatever the goals did in between", () => {
    fc.assert(
      fc.property(leagueArb, (league) => {
        const first = rebuildBoard(undefined, inputs(league, league.before));
        const next = inputs(league, league.after);
        const fresh = JSON.stringify(buildBoard(next));
        expect(boardJson(first)).toBe(JSON.stringify(first.rows));
        const rebuilt = rebuildBoard(first, next);
        expect(JSON.stringify(rebuilt.rows)).toBe(fresh);
        expect(boardJson(rebuilt)).toBe(fresh);
      }),
      { numRuns: 300 },
    );
  });

  it("gives the bytes a fresh build gives when members joined, left, were renamed or archived (and goals moved)", () => {
    const edit = fc.constantFrom("keep", "keep", "rename", "archive", "leave");
    fc.assert(
      fc.property(
        leagueArb,
        fc.array(edit, { minLength: 12, maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 2 }),
        (league, edits, joins) => {
          // Joiners hold picks of their own (the league's picks list them before they show).
          const picks = {
            ...league.picks,
            ...Object.fromEntries(joins.map((_, k) => [`u${100 + k}`, openPicks([1 + k, 5 + k, 9 + k], 1)])),
          };
          const first = rebuildBoard(undefined, inputs({ ...league, picks }, league.before));
          const members = league.members.flatMap((m, i) => {
            if (edits[i] === "leave") return [];
            if (edits[i] === "rename") return [{ ...m, username: `${m.username}!` }];
            if (edits[i] === "archive") return [{ ...m, isArchived: !m.isArchived }];
            return [m];
          });
          for (const [k, place] of joins.entries()) members.splice(Math.min(place, members.length), 0, member(100 + k, "Bo", false));
          const next = inputs({ ...league, picks, members }, league.after);
          expect(boardJson(rebuildBoard(first, next))).toBe(JSON.stringify(buildBoard(next)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("builds again only the rows of members holding a player whose goals moved", () => {
    const league = {
      members: [member(0, "Ada", false), member(1, "Bo", false)],
      picks: { u0: openPicks([1, 2, 3], 1), u1: openPicks([4, 5, 6], 1) },
      gameweek: 2,
      admin: false,
    };
    const first = rebuildBoard(undefined, inputs(league, [{ playerId: 4, gameweekId: 1, goals: 1 }]));
    const after = rebuildBoard(
      first,
      inputs(league, [
        { playerId: 4, gameweekId: 1, goals: 1 },
        { playerId: 1, gameweekId: 2, goals: 2 },
      ]),
    );
    const row = (board: typeof first, userId: string) => board.rows.find((r) => r.userId === userId)!;
    expect(row(after, "u0").totalGoals).toBe(2);
    expect(row(after, "u0").position).toBe(1);
    // Bo's row is the one built before, ranked again: the same picks, not built anew.
    expect(row(after, "u1").picks).toBe(row(first, "u1").picks);
    expect(row(after, "u0").picks).not.toBe(row(first, "u0").picks);
  });

  it("gives the bytes a fresh build gives when a new gameweek starts and some players' items changed (a league-wide change)", () => {
    fc.assert(
      fc.property(
        leagueArb,
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.integer({ min: 0, max: PLAYERS - 1 }), { maxLength: 3 }),
        (league, gameweek, changed) => {
          const first = rebuildBoard(undefined, inputs(league, league.before));
          // A patched catalogue: the players a run wrote are new items, the others the same objects.
          const moved = new Set(changed);
          const patched = players.map((p, i) => (moved.has(i) ? { ...p, webName: `${p.webName} Jr`, status: "i" } : p));
          const next = { ...inputs({ ...league, gameweek }, league.after), players: patched };
          expect(boardJson(rebuildBoard(first, next))).toBe(JSON.stringify(buildBoard(next)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("builds again, when a new gameweek starts, only the rows with goals in the week before or the new one", () => {
    const league = {
      members: [member(0, "Ada", false), member(1, "Bo", false), member(2, "Cy", false)],
      picks: { u0: openPicks([1, 2, 3], 1), u1: openPicks([4, 5, 6], 1), u2: openPicks([7, 8, 9], 1) },
      gameweek: 2,
      admin: false,
    };
    const goals = [
      { playerId: 4, gameweekId: 1, goals: 1 },
      { playerId: 1, gameweekId: 2, goals: 2 },
    ];
    const first = rebuildBoard(undefined, inputs(league, goals));
    const next = rebuildBoard(first, inputs({ ...league, gameweek: 3 }, [...goals, { playerId: 7, gameweekId: 3, goals: 1 }]));
    const row = (board: typeof first, userId: string) => board.rows.find((r) => r.userId === userId)!;
    expect(row(next, "u0")).toMatchObject({ currentGameweekGoals: 0, totalGoals: 2 });
    expect(row(next, "u2")).toMatchObject({ currentGameweekGoals: 1, totalGoals: 1 });
    // Bo had no goals in gameweek 2 and has none in 3: his row is the one built before.
    expect(row(next, "u1").picks).toBe(row(first, "u1").picks);
    expect(row(next, "u0").picks).not.toBe(row(first, "u0").picks);
  });

  it("builds again the rows of a changed player's holders only, and every row for another run's picks", () => {
    const league = {
      members: [member(0, "Ada", false), member(1, "Bo", false)],
      picks: { u0: openPicks([1, 2, 3], 1), u1: openPicks([4, 5, 6], 1) },
      gameweek: 2,
      admin: false,
    };
    const first = rebuildBoard(undefined, inputs(league, []));
    const injured = players.map((p) => (p.playerId === 5 ? { ...p, status: "i" } : p));
    const next = rebuildBoard(first, { ...inputs(league, []), players: injured });
    expect(next.rows.find((r) => r.userId === "u1")!.picks[1].status).toBe("i");
    expect(next.rows.find((r) => r.userId === "u0")!.picks).toBe(first.rows.find((r) => r.userId === "u0")!.picks);
    const redrafted = rebuildBoard(next, inputs({ ...league, picks: { u0: openPicks([7, 8, 9], 1), u1: openPicks([4, 5, 6], 1) } }, []));
    expect(redrafted.rows.find((r) => r.userId === "u0")!.picks.map((p) => p.playerId)).toEqual([7, 8, 9]);
  });
});
