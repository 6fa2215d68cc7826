/**
 * Match day against the replay's match clock, on a host of its own with the schedules off (the
 * test ticks the goals job itself, at the minute each tick stands for): a quiet minute makes no
 * feed call; goals the clock releases are stored and announced once (GOALS_CHANGED, read back
 * from the local bus); a VAR take-back gives one correction, in the run that first sees it, and the
 * totals go back; the feed's misbehaviour mid-match loses nothing and announces nothing false.
 * Steps run in order.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalHost } from "../../infra/local/host";
import type { LiveLeague } from "../support/live-league";
import { MATCH_WEEK as WEEK, matchDayHost } from "../support/match-day-host";
import { untilQuiet } from "../support/quiet";
import { refusingBus } from "../support/refusing-bus";
import type { LiveMatches } from "../../shared/contract/responses";
import { contract } from "../../shared/contract/routes";

/** GW13's first kick-off slot in 2025-26: three matches at 15:00 on the Saturday. */
const FIRST_SLOT = [122, 126, 128];

let host: LocalHost;
let matchDay: Awaited<ReturnType<typeof matchDayHost>>;
let replay: typeof matchDay.replay;
let weekGoals: (gameweek: number) => Promise<Array<{ playerId: number; goals: number }>>;
let league: LiveLeague;
/** The bus as the goals job in this process sees it: refuses GOALS_CHANGED when told to. */
const bus = refusingBus();

beforeAll(async () => {
  // Quick failures: one retry, short backoff.
  Object.assign(process.env, { FPL_TIMEOUT_MS: "2000", FPL_RETRIES: "1", FPL_RETRY_BASE_MS: "20" });
  matchDay = await matchDayHost("match-day");
  ({ host, replay } = matchDay);
  process.env.EVENTBRIDGE_ENDPOINT = await bus.start(process.env.EVENTBRIDGE_ENDPOINT ?? "");
  // Loaded after the host has set the environment.
  const store = await import("../../functions/data/stores/goals-store");
  weekGoals = async (gameweek) => (await store.goalsOfGameweek(gameweek)).map((g) => ({ playerId: g.playerId, goals: g.goals }));
  // A live league whose first member holds two of the first slot's scorers (Thiago for BRE, Foden for MCI).
  league = await matchDay.league("Match Day");
  await untilQuiet(host.url);
}, 240_000);

afterAll(async () => {
  await host?.close();
  await bus.close();
});

const tick = (aheadMs?: number) => matchDay.tick(aheadMs);

const goalEvents = () => matchDay.goalEvents();

/** The goals the replay has released so far, per player, in the week's started fixtures (own goals apart). */
async function released(): Promise<Map<number, number>> {
  const fixtures = (await (await fetch(new URL(`fixtures/?event=${WEEK}`, host.fplBaseUrl))).json()) as Array<{
    stats: Array<{ identifier: string; h: Array<{ element: number; value: number }>; a: Array<{ element: number; value: number }> }>;
  }>;
  const goals = new Map<number, number>();
  for (const f of fixtures)
    for (const s of f.stats.filter((x) => x.identifier === "goals_scored"))
      for (const { element, value } of [...s.h, ...s.a]) goals.set(element, (goals.get(element) ?? 0) + value);
  return goals;
}

const asMap = (rows: Array<{ playerId: number; goals: number }>) =>
  new Map(rows.filter((r) => r.goals > 0).map((r) => [r.playerId, r.goals]));
const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);
const requests = async () => (await replay.state()).requests;

describe("match day against the replay's match clock", () => {
  it("reads the new gameweek in full, then makes no feed call in a minute with no live match", async () => {
    expect(await matchDay.kickOff()).toMatchObject({ status: "ok" });
    const before = await requests();
    expect(await tick()).toMatchObject({ status: "skipped", reason: "not due (gameweek pace)" });
    expect(await tick(2 * 60_000)).toMatchObject({ status: "skipped" });
    expect(await requests()).toBe(before);
    expect(await goalEvents()).toEqual([]);
  });

  it("stores the goals the clock releases, with one feed call a minute, and announces them once", async () => {
    await replay.clock({ advanceMinutes: 5 + 46 });
    const before = await requests();
    // The tick stands for a minute after the stored kick-off: the store has not seen the match start yet.
    expect(await tick(6 * 60_000)).toMatchObject({ status: "ok" });
    expect(await requests()).toBe(before + 1);
    const feed = await released();
    expect(sum(feed)).toBeGreaterThan(0);
    const events = await goalEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ season: expect.any(String), gameweek: WEEK });
    expect(events[0].changes.every((c) => c.after > c.before && FIRST_SLOT.includes(c.fixtureId))).toBe(true);
    expect(events[0].changes.reduce((n, c) => n + c.after - c.before, 0)).toBe(sum(feed));
    expect(events[0].fixtures.map((f) => f.started)).toEqual(events[0].fixtures.map(() => true));
    expect(asMap(await weekGoals(WEEK))).toEqual(feed);
    // The live-match strip: the three matches at their minute, with Ada's players in theirs and their goals.
    const strip = (await league.admin.call(contract.leaderboard.liveMatches, { query: { leagueId: league.league.id } })).body as {
      gameweek: number;
      matches: Array<{
        fixtureId: number;
        minute: number;
        homeScore: number;
        awayScore: number;
        myPlayers: Array<{ playerId: number; name: string; goals: number }>;
      }>;
    };
    expect(strip.gameweek).toBe(WEEK);
    expect(strip.matches.map((m) => m.fixtureId).sort()).toEqual(FIRST_SLOT);
    expect(strip.matches.every((m) => m.minute >= 45 && m.minute <= 47)).toBe(true);
    const mine = strip.matches.flatMap((m) => m.myPlayers);
    expect(mine.map((p) => p.name).sort()).toEqual(["Foden", "Thiago"]);
    for (const p of mine) expect(p.goals).toBe(feed.get(p.playerId) ?? 0);
    // The same minute's answer again: nothing new, nothing announced.
    expect(await tick()).toMatchObject({ status: "ok" });
    expect(await goalEvents()).toHaveLength(1);
  });

  it("gives one correction for a goal VAR takes back, in the run that first sees it, and the totals go back", async () => {
    const before = asMap(await weekGoals(WEEK));
    const { taken } = await replay.takeBack();
    expect(taken).toBeDefined();
    // One answer without the goal is not yet a correction (it could be an answer caught mid-update):
    // the run asks again, and the second answer agreeing makes it one (decision 0280).
    const calls = await requests();
    await tick();
    expect(await requests()).toBe(calls + 2);
    const events = await goalEvents();
    expect(events).toHaveLength(2);
    const had = before.get(taken!.playerId) ?? 0;
    expect(events[1].changes).toEqual([{ playerId: taken!.playerId, fixtureId: taken!.fixtureId, before: had, after: had - 1 }]);
    expect(asMap(await weekGoals(WEEK))).toEqual(await released());
    expect(sum(asMap(await weekGoals(WEEK)))).toBe(sum(before) - 1);
  });

  it("announces again on the next run a change the bus refused after its goals were stored", async () => {
    const { getGoalsCadence } = await import("../../functions/data/stores/fixtures-store");
    const before = asMap(await weekGoals(WEEK));
    const announced = (await goalEvents()).length;
    const { taken } = await replay.takeBack();
    expect(taken).toBeDefined();
    // The run's second answer without the goal makes it a correction: stored, but the bus refuses it.
    bus.state.refusing = true;
    expect(await tick()).toMatchObject({ status: "ok" });
    bus.state.refusing = false;
    expect(bus.state.refused).toBeGreaterThan(0);
    expect(await goalEvents()).toHaveLength(announced);
    expect(sum(asMap(await weekGoals(WEEK)))).toBe(sum(before) - 1);
    expect((await getGoalsCadence())?.heldGoals).toHaveLength(1);

    // The next tick announces it, once, and holds nothing more.
    expect(await tick()).toMatchObject({ status: "ok" });
    const later = (await goalEvents()).slice(announced);
    const had = before.get(taken!.playerId) ?? 0;
    expect(later.map((e) => e.changes)).toEqual([
      [{ playerId: taken!.playerId, fixtureId: taken!.fixtureId, before: had, after: had - 1 }],
    ]);
    expect((await getGoalsCadence())?.heldGoals).toBeUndefined();
    await tick();
    expect(await goalEvents()).toHaveLength(announced + 1);
  });

  it("loses nothing and announces nothing false when the feed misbehaves mid-match", async () => {
    await replay.clock({ advanceMinutes: 40 });
    const stored = asMap(await weekGoals(WEEK));
    const announced = (await goalEvents()).length;
    const fixturesPath = `fixtures/?event=${WEEK}`;

    // Stats gone while goals are stored: refused, stored goals kept.
    await replay.inject(fixturesPath, "no-stats");
    expect(await tick()).toMatchObject({ status: "failed", reason: expect.stringMatching(/no goal stats; kept the \d+ goals stored/) });
    // 503 "The game is being updated." on every try.
    await replay.inject(fixturesPath, "unavailable", 2);
    expect(await tick()).toMatchObject({ status: "failed", reason: expect.stringMatching(/The game is being updated/) });
    // Scores behind the scorers: goals come from the scorers only.
    await replay.inject(fixturesPath, "lagging-score");
    await tick();
    // A scorer missing from an answer caught mid-update: never a correction on its own.
    await replay.inject(fixturesPath, "partial-stats");
    await tick();
    // A full pass whose live data for the week are all zeros (stale or mid-update): the fixtures decide.
    await replay.inject(`event/${WEEK}/live`, "zero-live");
    await tick(11 * 60_000);
    await tick();

    const later = (await goalEvents()).slice(announced);
    expect(later.flatMap((e) => e.changes).every((c) => c.after > c.before)).toBe(true);
    const feed = await released();
    expect(asMap(await weekGoals(WEEK))).toEqual(feed);
    // Every goal released since is announced exactly once: the increases add up to the difference.
    expect(later.flatMap((e) => e.changes).reduce((n, c) => n + c.after - c.before, 0)).toBe(sum(feed) - sum(stored));
    for (const [player, goals] of stored) expect(feed.get(player) ?? 0).toBeGreaterThanOrEqual(goals);
  });

  it("goes quiet again after the final whistle until the next kick-off", async () => {
    await replay.clock({ advanceMinutes: 10 });
    await tick();
    const before = await requests();
    expect(await tick()).toMatchObject({ status: "skipped", reason: "not due (gameweek pace)" });
    expect(await requests()).toBe(before);
  });

  it("reads the feed every 20 s while a match is live: a goal the clock releases is on the board within one read, not the next minute", async () => {
    const { getGoalsCadence, putGoalsCadence } = await import("../../functions/data/stores/fixtures-store");
    const fixtures = async () => (await replay.state()).clock!.fixtures;
    // The next slot kicks off and a full tick stores its matches as started.
    const next = Math.min(...(await fixtures()).filter((f) => !f.started).map((f) => Date.parse(f.kickoff)));
    await replay.clock({ advanceMinutes: Math.ceil((next - Date.now()) / 60_000) + 1 });
    expect(await tick(11 * 60_000)).toMatchObject({ status: "ok" });
    const live = (await fixtures()).filter((f) => f.started && !f.finished).map((f) => f.id);
    expect(live.length).toBeGreaterThan(0);
    // The last read a minute ago, so the tick standing for this minute is due.
    const cadence = (await getGoalsCadence())!;
    await putGoalsCadence({ ...cadence, lastRunAt: new Date(Date.now() - 60_000).toISOString() });

    const calls = await requests();
    const scores = async () => new Map((await fixtures()).filter((f) => live.includes(f.id)).map((f) => [f.id, f.score]));
    const running = tick(0);
    // Once the tick's first read is answered, the clock plays on to the slot's next goal.
    await expect.poll(requests, { timeout: 10_000, interval: 100 }).toBe(calls + 1);
    const before = await scores();
    let releasedAt = 0;
    for (let minute = 0; minute < 80 && !releasedAt; minute++) {
      await replay.clock({ advanceMinutes: 1 });
      const now = await scores();
      if ([...now].some(([id, score]) => score !== before.get(id))) releasedAt = Date.now();
    }
    expect(releasedAt).toBeGreaterThan(0);
    const shown = async () => {
      const strip = (await league.admin.call(contract.leaderboard.liveMatches, { query: { leagueId: league.league.id } }))
        .body as LiveMatches;
      const feed = await scores();
      return strip.matches
        .filter((m) => live.includes(m.fixtureId))
        .every((m) => feed.get(m.fixtureId) === `${m.homeScore}-${m.awayScore}`);
    };
    await expect.poll(shown, { timeout: 32_000, interval: 250 }).toBe(true);
    const onScreen = Date.now() - releasedAt;
    // Within one 20-s read (and its store and announcement; the goal came just after a read, so
    // about 20 s), while the same tick still runs: the next minute's tick would be ~60 s.
    expect(onScreen).toBeLessThan(30_000);
    expect(await running).toMatchObject({ status: "ok" });
    // Three reads in the tick, one feed call each for every league; none after its minute's 40 s.
    expect(await requests()).toBe(calls + 3);
  }, 90_000);
});
