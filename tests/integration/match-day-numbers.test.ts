/**
 * Match day's numbers and corrections against the replay's match clock (issue 35), on a host of its
 * own with the schedules off (the test ticks the goals job itself). GW13's 15:00 slot: Thiago scores
 * at 36' and 54' for Brentford (fixture 122), Foden at 45' and 60' for City (126); Ada holds both.
 * A goal alert says what the board says with that goal on it, even when the run that announced it
 * has not yet recorded itself; season goals include the gameweek being played; a take-back reaches
 * the open board in the run that confirms it; a goal given to a team-mate is stored and announced
 * once; the next gameweek's clock keeps VAR's take-backs; a correction to a finished gameweek
 * reaches the board and its holders. Steps run in order.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalHost } from "../../infra/local/host";
import { REALTIME_PROTOCOL } from "../../shared/contract/realtime";
import { contract } from "../../shared/contract/routes";
import { placeInWords } from "../../shared/places";
import type { LiveLeague } from "../support/live-league";
import { MATCH_WEEK as WEEK, matchDayHost } from "../support/match-day-host";
import { untilQuiet } from "../support/quiet";
import { openSocket, type TestSocket } from "../support/socket";
import { refusingBus } from "../support/refusing-bus";

const THIAGO = 136;
const FODEN = 414;
/** O.Dango, Thiago's team-mate, who scores the 18th minute of the same match. */
const DANGO = 83;
const BRENTFORD_MATCH = 122;
const CITY_MATCH = 126;

type Row = { userId: string; username: string; position: number; currentGameweekGoals: number; totalGoals: number };
type Alert = { id: string; type: string; title: string; message: string };

let host: LocalHost;
let matchDay: Awaited<ReturnType<typeof matchDayHost>>;
let replay: typeof matchDay.replay;
/** The bus as the goals job in this process sees it: it can keep back the answer to a GOALS_CHANGED. */
const bus = refusingBus();
let league: LiveLeague;
let weekGoals: (gameweek: number) => Promise<Map<number, number>>;

beforeAll(async () => {
  Object.assign(process.env, { FPL_TIMEOUT_MS: "5000", FPL_RETRIES: "1", FPL_RETRY_BASE_MS: "20" });
  matchDay = await matchDayHost("match-day-numbers");
  ({ host, replay } = matchDay);
  process.env.EVENTBRIDGE_ENDPOINT = await bus.start(process.env.EVENTBRIDGE_ENDPOINT ?? "");
  const store = await import("../../functions/data/stores/goals-store");
  weekGoals = async (gameweek) =>
    new Map((await store.goalsOfGameweek(gameweek)).filter((g) => g.goals > 0).map((g) => [g.playerId, g.goals]));
  league = await matchDay.league("Match Day");
  await untilQuiet(host.url);
}, 240_000);

afterAll(async () => {
  await host?.close();
  await bus.close();
});

const tick = (aheadMs?: number) => matchDay.tick(aheadMs);
/** A tick standing for 11 minutes on: a full run. */
const FULL = 11 * 60_000;

const goalEvents = () => matchDay.goalEvents();

const adaAlerts = async () =>
  ((await league.admin.call(contract.notifications.list)).body as Alert[]).filter((n) => n.type === "goal_alert");
const adaRow = async (gameweek?: number) => {
  const board = gameweek
    ? await league.admin.call(contract.leaderboard.gameweekBoard, {
        params: { gameweekId: gameweek },
        query: { leagueId: league.league.id },
      })
    : await league.admin.call(contract.leaderboard.leaderboard, { query: { leagueId: league.league.id } });
  const rows = board.body as Row[];
  const ada = rows.find((r) => r.username === "Ada")!;
  return { ...ada, tied: rows.filter((r) => r.position === ada.position).length > 1 };
};

describe("match day's numbers and corrections", () => {
  it("says in each goal alert the gameweek goals and place the board shows with that goal on it", async () => {
    expect(await matchDay.kickOff()).toMatchObject({ status: "ok" });
    const seen = new Set((await adaAlerts()).map((a) => a.id));
    let told = 0;
    // Each stop releases one of Ada's goals: Thiago 36', Foden 45', Thiago 54', Foden 60'.
    const { announceGoals } = await import("../../functions/match-day/announce-goals");
    for (const [i, advance] of [5 + 40, 7, 9, 8].entries()) {
      // EventBridge delivers at least once: the last goal's event comes again after its run was
      // recorded, and the alert target holds the season's goals as they are then.
      const last = (await goalEvents()).at(-1);
      if (last) expect(await announceGoals(last)).toBe(true);
      await untilQuiet(host.url);
      await replay.clock({ advanceMinutes: advance });
      // The run waits for the bus's answer after it stored and announced the goal: the alerts go
      // out while it has not yet recorded itself (a slow answer; the minute run is otherwise quick).
      const arrived = bus.hold();
      // The first live tick stands after the stored kick-off: the store has not seen the match start yet.
      const run = tick(i === 0 ? 6 * 60_000 : 61_000);
      await arrived;
      await untilQuiet(host.url);
      const alerts = (await adaAlerts()).filter((a) => !seen.has(a.id));
      bus.release();
      expect(await run).toMatchObject({ status: "ok" });
      const row = await adaRow();
      expect(alerts).toHaveLength(1);
      expect(alerts[0].message).toContain(
        `You have ${row.currentGameweekGoals} this gameweek, ${placeInWords(row.position, row.tied)} in Match Day`,
      );
      for (const a of alerts) seen.add(a.id);
      told += alerts.length;
    }
    expect(told).toBe(4);
    expect((await adaRow()).currentGameweekGoals).toBe(4);
  }, 240_000);

  it("counts the gameweek being played in every scorer's season goals", async () => {
    const bootstrap = (await (await fetch(`${host.fplBaseUrl}bootstrap-static/`)).json()) as {
      elements: Array<{ id: number; goals_scored: number }>;
    };
    const before = new Map(bootstrap.elements.map((e) => [e.id, e.goals_scored]));
    const scorers = (await league.admin.call(contract.feed.goalScorers, { query: { leagueId: league.league.id } })).body as Array<{
      playerId: number;
      currentGameweekGoals: number;
      totalGoals: number;
    }>;
    expect(scorers.map((s) => s.playerId)).toEqual(expect.arrayContaining([THIAGO, FODEN]));
    // The feed's season totals are the weeks before this one while it is played.
    for (const s of scorers) expect(s.totalGoals, String(s.playerId)).toBe((before.get(s.playerId) ?? 0) + s.currentGameweekGoals);
    // The same for the week asked for by its number.
    const week = (await league.admin.call(contract.feed.gameweekScorers, { params: { id: WEEK }, query: { leagueId: league.league.id } }))
      .body as typeof scorers;
    expect(week).toEqual(scorers);
    // And everywhere else a season total is shown: the players list (pick screens, the draft room)
    // and the season's scorers.
    const players = (await league.admin.call(contract.feed.players, { query: { leagueId: league.league.id } })).body as Array<{
      id: number;
      goalsScored: number;
    }>;
    const stats = (await league.admin.call(contract.feed.seasonStats, { query: { leagueId: league.league.id } })).body as Array<{
      playerId: number;
      seasonGoals: number;
    }>;
    for (const s of scorers) {
      expect(players.find((p) => p.id === s.playerId)?.goalsScored, `players: ${s.playerId}`).toBe(s.totalGoals);
      expect(stats.find((p) => p.playerId === s.playerId)?.seasonGoals, `season stats: ${s.playerId}`).toBe(s.totalGoals);
    }
  });

  it("brings a take-back to the open board in the run that first sees it, within 5 s of that tick", async () => {
    const socket: TestSocket = await openSocket(host.url, `treble_session=${league.admin.cookie("treble_session") ?? ""}`);
    socket.send({ v: REALTIME_PROTOCOL, action: "subscribe", leagueId: league.league.id });
    expect(await socket.next()).toMatchObject({ type: "subscribed" });
    const announced = (await goalEvents()).length;
    const { taken } = await replay.takeBack({ fixtureId: CITY_MATCH, playerId: FODEN });
    expect(taken).toMatchObject({ playerId: FODEN, minute: 60 });
    // The feed has confirmed it; the next tick of the minute pace is the one to tell it.
    const started = Date.now();
    expect(await tick()).toMatchObject({ status: "ok" });
    let changed: { type: string; picks?: Array<{ playerId: number; gameweekGoals: number }> } | undefined;
    while (!changed) {
      const message = await socket.next(Math.max(1, started + 5_000 - Date.now()));
      if (message?.type === "board.changed") changed = message;
    }
    const arrivedAfter = Date.now() - started;
    await socket.close();
    expect(arrivedAfter).toBeLessThanOrEqual(5_000);
    expect(changed.picks?.find((p) => p.playerId === FODEN)?.gameweekGoals).toBe(1);
    const later = (await goalEvents()).slice(announced);
    expect(later.map((e) => e.changes)).toEqual([[{ playerId: FODEN, fixtureId: CITY_MATCH, before: 2, after: 1 }]]);
    expect((await weekGoals(WEEK)).get(FODEN)).toBe(1);
    expect((await adaAlerts()).filter((a) => a.title === "Goal taken back: Foden")).toHaveLength(1);
  }, 60_000);

  it("stores and announces once a goal given to a team-mate after the final whistle, score and minutes unchanged", async () => {
    await replay.clock({ advanceMinutes: 30 });
    await tick(FULL);
    const announced = (await goalEvents()).length;
    const { taken } = await replay.takeBack({ fixtureId: BRENTFORD_MATCH, playerId: THIAGO, to: DANGO });
    expect(taken).toMatchObject({ playerId: THIAGO, minute: 54 });
    expect(await tick(FULL)).toMatchObject({ status: "ok" });
    const later = (await goalEvents()).slice(announced);
    expect(later).toHaveLength(1);
    expect(later[0].changes).toEqual(
      expect.arrayContaining([
        { playerId: DANGO, fixtureId: BRENTFORD_MATCH, before: 1, after: 2 },
        { playerId: THIAGO, fixtureId: BRENTFORD_MATCH, before: 2, after: 1 },
      ]),
    );
    expect(later[0].changes).toHaveLength(2);
    const { fixturesOfGameweek } = await import("../../functions/data/stores/fixtures-store");
    const stored = (await fixturesOfGameweek(WEEK)).find((f) => f.fixtureId === BRENTFORD_MATCH)!;
    expect(stored.scorers).toEqual(
      expect.arrayContaining([
        { playerId: DANGO, goals: 2 },
        { playerId: THIAGO, goals: 1 },
      ]),
    );
    expect(stored.pending).toEqual([]);
    const goals = await weekGoals(WEEK);
    expect([goals.get(THIAGO), goals.get(DANGO)]).toEqual([1, 2]);
    // Nothing more to tell: the next run finds the store as the feed has it.
    await tick(FULL);
    expect(await goalEvents()).toHaveLength(announced + 1);
  }, 60_000);

  it("keeps VAR's take-backs when the next gameweek's clock starts", async () => {
    const before = await weekGoals(WEEK);
    const announced = (await goalEvents()).length;
    await replay.clock({ matchMinutes: 90, startInMinutes: 120, gameweek: WEEK + 1 });
    expect(await tick(FULL)).toMatchObject({ status: "ok" });
    const after = await weekGoals(WEEK);
    expect([after.get(THIAGO), after.get(FODEN), after.get(DANGO)]).toEqual([before.get(THIAGO), before.get(FODEN), before.get(DANGO)]);
    expect([after.get(THIAGO), after.get(FODEN), after.get(DANGO)]).toEqual([1, 1, 2]);
    // The week's other matches, played meanwhile, may be announced; nothing of the corrected players comes back.
    const again = (await goalEvents()).slice(announced).flatMap((e) => e.changes);
    expect(again.filter((c) => [THIAGO, FODEN, DANGO].includes(c.playerId))).toEqual([]);
  }, 60_000);

  it("brings a correction to the finished gameweek, days later, to the board and to the scorer's holders", async () => {
    const before = await adaRow();
    const announced = (await goalEvents()).length;
    const { taken } = await replay.takeBack({ fixtureId: BRENTFORD_MATCH, playerId: THIAGO });
    expect(taken).toMatchObject({ playerId: THIAGO, minute: 36 });
    expect(await tick(FULL)).toMatchObject({ status: "ok" });
    const later = (await goalEvents()).slice(announced);
    expect(later).toHaveLength(1);
    expect(later[0]).toMatchObject({ gameweek: WEEK, changes: [{ playerId: THIAGO, fixtureId: BRENTFORD_MATCH, before: 1, after: 0 }] });
    expect((await weekGoals(WEEK)).get(THIAGO)).toBeUndefined();
    expect((await adaRow()).totalGoals).toBe(before.totalGoals - 1);
    expect((await adaRow(WEEK)).currentGameweekGoals).toBe(1);
    const alerts = await adaAlerts();
    expect(alerts.filter((a) => a.title === "Goal taken back: Thiago")).toHaveLength(2);
  }, 60_000);
});
