/**
 * The feed end to end on a host of its own (the clock and the faults change shared state, so
 * nothing else may run against it): every injected fault leaves stored goals as they were and
 * records a failed run with the reason; replaying 2025-26 from GW1 to GW29 ends with stored
 * goals equal to the feed's, with no write when nothing changed. Steps run in order.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayControl } from "../../infra/local/fpl-replay/control";
import type { FaultMode } from "../../infra/local/fpl-replay/faults";
import type { LocalHost } from "../../infra/local/host";
import { startOwnHost } from "../support/own-host";
import { Browserish } from "../support/client";
import { contract } from "../../shared/contract/routes";

const CREATOR = "replay-creator@treble.test";
let host: LocalHost;
let creator: Browserish;
let replay: ReturnType<typeof replayControl>;
type RunResult = { status: string; reason?: string; writes: number };
let goalsJob: () => Promise<RunResult>;
let playersJob: () => Promise<RunResult>;

beforeAll(async () => {
  // Quick failures: a hanging feed times out in half a second, one retry, short backoff.
  Object.assign(process.env, { FPL_TIMEOUT_MS: "500", FPL_RETRIES: "1", FPL_RETRY_BASE_MS: "20" });
  host = await startOwnHost("replay", {
    creatorEmails: CREATOR,
    fplGameweek: 5,
  });
  replay = replayControl(host.replayUrl!);
  // The job entries as EventBridge calls them, loaded after the host has set the environment.
  goalsJob = (await import("../../functions/match-day/goals-job")).handler as never;
  playersJob = (await import("../../functions/jobs/refresh-players")).handler as never;
  creator = new Browserish(host.url);
  await creator.signIn(CREATOR, "Creator");
}, 120_000);

afterAll(async () => {
  await host?.close();
});

const feedJson = async (path: string) => (await fetch(new URL(path, host.fplBaseUrl))).json();

/** What a user can see of the stored goals: every scorer of every week so far, and the players' totals. */
async function storedGoals(weeks: number) {
  const byWeek: Record<number, Array<{ playerId: number; currentGameweekGoals: number }>> = {};
  for (let w = 1; w <= weeks; w++) byWeek[w] = (await creator.call(contract.feed.gameweekScorers, { params: { id: w } })).body;
  const players = (await creator.call(contract.feed.players)).body as Array<{
    id: number;
    goalsScored: number;
    webName: string;
    status: string;
    teamName: string;
  }>;
  return { byWeek, players };
}

describe("feed faults", () => {
  const cases: Array<[string, string, FaultMode, RegExp]> = [
    ["503 with a text body", "bootstrap-static", "unavailable", /bootstrap-static\/: The game is being updated\. \(HTTP 503\)/],
    ["429", "bootstrap-static", "rate-limited", /HTTP 429/],
    ["a timeout", "bootstrap-static", "hang", /no answer within 500 ms/],
    ["truncated JSON", "bootstrap-static", "truncated", /bootstrap-static\/: The game is being updated\.$/],
    ["truncated live JSON", "event/5/live", "truncated", /event\/5\/live\/: The game is being updated\./],
    ["{} live data", "event/5/live", "empty-live", /event\/5\/live\/: unexpected answer \(elements/],
    ["all-zero live data before kickoff", "event/5/live", "zero-live", /event\/5\/live\/: an all-zero live answer; kept the \d+ goals/],
  ];

  it.each(cases)("%s: stored goals stay, the run is recorded failed with the reason", async (_name, path, mode, reason) => {
    const before = await storedGoals(5);
    expect(before.byWeek[5].length).toBeGreaterThan(0);
    await replay.inject(path, mode, 10);
    const run = await goalsJob();
    await replay.clearFaults();
    expect(run.status).toBe("failed");
    expect(run.reason).toMatch(reason);
    expect(await storedGoals(5)).toEqual(before);
    const status = (await creator.call(contract.feed.refreshStatus)).body;
    expect(status.lastAttempt).toMatchObject({ status: "failed", reason: run.reason });
  });

  it("recovers on the next run once the feed is back, from the scheduled job", async () => {
    const run = await goalsJob();
    expect(run).toMatchObject({ status: "ok", writes: 0 });
    const status = (await creator.call(contract.feed.refreshStatus)).body;
    expect(status).toMatchObject({ lastRefreshSource: "external_api", lastAttempt: { status: "ok", reason: null } });
  });
});

describe("replaying 2025-26 from GW1 to GW29", () => {
  it("ends with every player's stored goals equal to the feed's", async () => {
    await replay.setGameweek(1);
    for (let week = 1; week <= 29; week++) {
      await replay.setGameweek(week);
      const run = await goalsJob();
      expect(run.status, `GW${week}: ${run.reason}`).toBe("ok");
    }
    expect((await playersJob()).status).toBe("ok");

    const feed = (await feedJson("bootstrap-static/")) as { elements: Array<{ id: number; goals_scored: number; element_type: number }> };
    const { byWeek, players } = await storedGoals(29);
    const summed = new Map<number, number>();
    for (const scorers of Object.values(byWeek))
      for (const s of scorers) summed.set(s.playerId, (summed.get(s.playerId) ?? 0) + s.currentGameweekGoals);
    const stored = new Map(players.map((p) => [p.id, p.goalsScored]));
    const mismatches = feed.elements.filter((e) => (summed.get(e.id) ?? 0) !== e.goals_scored || stored.get(e.id) !== e.goals_scored);
    expect(mismatches).toEqual([]);
    expect(feed.elements.reduce((sum, e) => sum + e.goals_scored, 0)).toBe(774);
  }, 240_000);

  it("sums both fixtures of a double gameweek", async () => {
    const live = (await feedJson("event/26/live/")) as {
      elements: Array<{ id: number; stats: { goals_scored: number }; explain: unknown[] }>;
    };
    const doubles = live.elements.filter((e) => e.explain.length === 2 && e.stats.goals_scored > 0);
    expect(doubles.length).toBeGreaterThan(0);
    const scorers = (await creator.call(contract.feed.gameweekScorers, { params: { id: "26" } })).body as Array<{
      playerId: number;
      currentGameweekGoals: number;
    }>;
    for (const d of doubles) expect(scorers.find((s) => s.playerId === d.id)?.currentGameweekGoals).toBe(d.stats.goals_scored);
  });

  it("keeps a club-changer's goals from both clubs and a leaver's goals with status u", async () => {
    const players = (await creator.call(contract.feed.players)).body as Array<{
      webName: string;
      goalsScored: number;
      teamName: string;
      status: string;
    }>;
    expect(players.find((p) => p.webName === "Semenyo")).toMatchObject({ teamName: "Man City", goalsScored: 15 });
    expect(players.find((p) => p.webName === "Malen")).toMatchObject({ status: "u", goalsScored: 4 });
    expect(players.find((p) => p.webName === "L.Paquetá")).toMatchObject({ status: "u", goalsScored: 4 });
  });

  it("writes nothing when the feed has not changed", async () => {
    expect(await goalsJob()).toMatchObject({ status: "ok", writes: 0 });
    expect(await playersJob()).toMatchObject({ status: "ok", writes: 0 });
  });
});
