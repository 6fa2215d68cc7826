/**
 * The goal alerts' numbers are the board's (decisions 0282, 0335): over random leagues (ties,
 * archived members, members with no picks, departed players and their replacements, the January
 * extra pick, a re-executed draft, points counting from a later gameweek, past and current
 * tables), the standings the alerts read give every member the board's gameweek goals, total and
 * place, and every alert the same places as one built from the board's rows.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recipientsOf, type LeagueStanding } from "../../shared/goal-alerts";
import { standings } from "../../shared/leaderboard/standings";
import { goalsByPlayerWeek, openPicks, picksAfterDraft, picksAfterWindow, type ScoredPick } from "../../shared/scoring";
import type { FplPlayerItem } from "../data/entities/fpl-player";
import type { MembershipItem } from "../data/entities/membership";
import { buildBoard } from "../leaderboard/board";

const PLAYERS = 10;
/** January signings, 11 to 14: a replacement is never a player the league already holds, nor the one who left. */
const SIGNINGS = 4;
const GAMEWEEKS = 8;
const players = Array.from({ length: PLAYERS + SIGNINGS }, (_, i) => ({
  playerId: i + 1,
  webName: `P${i + 1}`,
  teamId: 1,
})) as unknown as FplPlayerItem[];

const memberArb = fc.record({
  name: fc.constantFrom("Ada", "Bo", "Cy"),
  archived: fc.boolean(),
  // Three distinct players, or none (a member who joined after the draft).
  players: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: PLAYERS }), { minLength: 3, maxLength: 3 }), { freq: 4 }),
  // The January window: which pick departed (if any), its replacement, and an extra pick.
  departed: fc.option(fc.integer({ min: 0, max: 2 })),
  replacement: fc.integer({ min: PLAYERS + 1, max: PLAYERS + SIGNINGS }),
  extra: fc.option(fc.integer({ min: PLAYERS + 1, max: PLAYERS + SIGNINGS })),
});

const leagueArb = fc.record({
  members: fc.array(memberArb, { minLength: 1, maxLength: 10 }),
  /** Points count from this gameweek (a league that went live mid-season). */
  scoringStart: fc.integer({ min: 1, max: 4 }),
  window: fc.option(fc.integer({ min: 2, max: GAMEWEEKS })),
  redraft: fc.option(fc.record({ at: fc.integer({ min: 2, max: GAMEWEEKS }), players: fc.integer({ min: 1, max: PLAYERS - 2 }) })),
  goals: fc.array(
    fc.record({
      playerId: fc.integer({ min: 1, max: PLAYERS + SIGNINGS }),
      gameweekId: fc.integer({ min: 1, max: GAMEWEEKS }),
      goals: fc.integer({ min: 0, max: 3 }),
    }),
    { maxLength: 40 },
  ),
  gameweek: fc.integer({ min: 1, max: GAMEWEEKS }),
  current: fc.boolean(),
});
type League = typeof leagueArb extends fc.Arbitrary<infer T> ? T : never;

const membersOf = (league: League) =>
  league.members.map(
    (m, i) =>
      ({ userId: `u${i}`, membershipId: `m${i}`, username: m.name, isArchived: m.archived, pickCount: 15 }) as unknown as MembershipItem,
  );

/** The league's picks as the draft, the January window and a re-executed draft leave them. */
function picksOf(league: League): Record<string, ScoredPick[]> {
  let picks: Record<string, ScoredPick[]> = Object.fromEntries(
    league.members.flatMap((m, i) => (m.players ? [[`u${i}`, openPicks(m.players, league.scoringStart)]] : [])),
  );
  if (league.window !== null) {
    const outcome = league.members.map((m, i) => ({
      userId: `u${i}`,
      replacements: m.players && m.departed !== null ? [{ departed: m.players[m.departed], playerId: m.replacement }] : [],
      ...(m.extra !== null ? { extra: m.extra } : {}),
    }));
    picks = picksAfterWindow(picks, outcome, { next: league.window });
  }
  if (league.redraft !== null) {
    const { at, players: first } = league.redraft;
    const drafted = league.members.flatMap((m, i) => (m.players ? [{ userId: `u${i}`, playerIds: [first, first + 1, first + 2] }] : []));
    picks = picksAfterDraft(picks, drafted, { next: at });
  }
  return picks;
}

const holding = (league: League, rows: LeagueStanding["rows"]): LeagueStanding => ({
  leagueId: "L1",
  leagueName: "Expat Dads",
  members: membersOf(league),
  picks: picksOf(league),
  rows,
});

describe("the goal alerts' numbers", () => {
  it("are the board's for every member: gameweek goals, total and place, ties included", () => {
    fc.assert(
      fc.property(leagueArb, (league) => {
        const view = { gameweek: league.gameweek, current: league.current };
        const board = buildBoard({
          members: membersOf(league),
          picks: picksOf(league),
          players,
          teams: [],
          goals: league.goals,
          ...view,
          simulated: false,
          viewerIsAdmin: false,
        });
        const rows = standings({ members: membersOf(league), picks: picksOf(league), goals: goalsByPlayerWeek(league.goals), ...view });
        const numbers = (r: (typeof rows)[number]) => [r.userId, r.currentGameweekGoals, r.totalGoals, r.position];
        expect(rows.map(numbers)).toEqual(board.map(numbers));
        for (let playerId = 1; playerId <= PLAYERS + SIGNINGS; playerId++)
          expect(recipientsOf(playerId, league.gameweek, [holding(league, rows)])).toEqual(
            recipientsOf(playerId, league.gameweek, [holding(league, board)]),
          );
      }),
      { numRuns: 500 },
    );
  });
});
