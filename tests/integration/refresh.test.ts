/**
 * Feed refreshes leave the request path: the calls answer 202 at once with the run id and the
 * scheduled job's code runs it (delivered by the bus rule); concurrent requests share one run;
 * a league admin may ask once per 5 minutes per league (429 otherwise, changing nothing).
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { Browserish } from "../support/client";
import { CREATOR_EMAIL } from "../support/global-setup";
import { leagueWith } from "../support/people";
import { followRefresh } from "../support/refresh-runs";
import { contract } from "../../shared/contract/routes";
import { pathOf } from "../support/api";

const creator = new Browserish(inject("baseUrl"));
beforeAll(async () => {
  await creator.signIn(CREATOR_EMAIL, "Creator");
});

const timed = async <T>(call: () => Promise<T>) => {
  const started = performance.now();
  return { result: await call(), ms: performance.now() - started };
};

/** The league's throttle record, as the creator's table browser shows it. */
const throttleOf = async (leagueId: string) =>
  (
    (await creator.call(contract.creator.tableData, { query: { table: "refreshRequest", search: leagueId } })).body.rows as Array<{
      leagueId: string;
      requestedAt: string;
      expiresAt: number;
    }>
  ).find((r) => r.leagueId === leagueId);

describe("refresh requests", () => {
  it("answer 202 at once with a run the status call follows to its end, with the job's own steps", async () => {
    // Warm environments, as a used Lambda has: the time measured is the call's own, not a cold
    // start (several, since a test file running alongside may be holding one).
    await Promise.all(Array.from({ length: 3 }, () => creator.call(contract.feed.refreshStatus)));
    for (const [path, kind] of [
      [pathOf(contract.feed.creatorRefreshGoals), "goals"],
      [pathOf(contract.feed.creatorRefreshPlayers), "players"],
    ] as const) {
      const { result, ms } = await timed(() => creator.post(path));
      expect(result.status, path).toBe(202);
      expect(result.body).toMatchObject({ runId: expect.any(String), kind, state: "running" });
      expect(ms).toBeLessThan(1000);
      const end = await followRefresh(creator, result.body.runId);
      expect(end).toMatchObject({
        runId: result.body.runId,
        kind,
        state: "succeeded",
        run: { runId: result.body.runId, status: "ok", source: "manual" },
      });
      expect(end.steps.map((s: { message: string }) => s.message)).toContain("Fetching bootstrap-static");
    }
    expect((await creator.call(contract.feed.refreshRun, { params: { runId: "no-such-run" } })).status).toBe(404);
  });

  it("share one run between concurrent requests, and never run two of a kind at once", async () => {
    // Warm environments first (as a busy Lambda has), so the requests really overlap.
    await Promise.all(Array.from({ length: 6 }, () => creator.call(contract.feed.refreshStatus)));
    const answers = await Promise.all(Array.from({ length: 6 }, () => creator.call(contract.feed.creatorRefreshGoals)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(202));
    const ids = [...new Set(answers.map((a) => a.body.runId as string))];
    // Every run was started by one request, or was already going (the schedule's, another test's);
    // all the other requests joined a run that was going.
    const starters = answers.filter((a) => !a.body.joined).length;
    expect(ids.length).toBeGreaterThanOrEqual(starters);
    expect(ids.length).toBeLessThanOrEqual(starters + 1);
    expect(answers.filter((a) => a.body.joined).length).toBeGreaterThan(0);
    const runs = (await Promise.all(ids.map((id) => followRefresh(creator, id)))).map((s) => s.run);
    // A run's startedAt is when it was asked for: stamped just before its lock is claimed, so it
    // may fall a few ms before the run it queued behind wrote its end. Its work, the job's first
    // step, is what must never overlap another run's.
    const workStart = (run: { steps: Array<{ at: string }> }) => run.steps[0].at;
    runs.sort((a, b) => workStart(a).localeCompare(workStart(b)));
    for (const [i, run] of runs.entries()) {
      expect(run.status).toBe("ok");
      if (i > 0) expect(workStart(run) >= runs[i - 1].finishedAt, `${run.runId} began before ${runs[i - 1].runId} ended`).toBe(true);
    }
  });

  it("let a league admin ask once per 5 minutes per league; the refused request answers 429 and changes nothing", async () => {
    const { admin, league, members } = await leagueWith(1);
    expect((await members[0].call(contract.feed.refreshData, { body: { leagueId: league.id } })).status).toBe(403);
    const first = await admin.call(contract.feed.refreshData, { body: { leagueId: league.id } });
    expect(first.status).toBe(202);
    const throttle = await throttleOf(league.id);
    expect(throttle).toBeDefined();

    const again = await admin.call(contract.feed.refreshData, { body: { leagueId: league.id } });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: "REFRESH_RATE_LIMITED", retryAfterSeconds: expect.any(Number) });
    expect(again.body.message).toMatch(/less than 5 minutes ago\. Please try again in 5 minutes\.$/);
    // Without a league named, the request counts against the admin's league all the same.
    expect((await admin.call(contract.feed.refreshData)).status).toBe(429);
    expect(await throttleOf(league.id)).toEqual(throttle);
    await followRefresh(admin, first.body.runId);

    // Another league's admin is not held back by this league's request; the creator never is.
    const other = await leagueWith(0);
    expect((await other.admin.call(contract.feed.refreshData, { body: { leagueId: other.league.id } })).status).toBe(202);
    expect((await creator.call(contract.feed.creatorRefreshGoals)).status).toBe(202);
    expect((await creator.call(contract.feed.creatorRefreshGoals)).status).toBe(202);
  });
});
