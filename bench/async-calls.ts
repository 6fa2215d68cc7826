import { refreshTimeoutSeconds } from "../events/job-requests";
import { seededShuffle } from "../shared/draft";
import { Browserish } from "../tests/support/client";
import { followDraftRun } from "../tests/support/draft-runs";
import { followRefresh } from "../tests/support/refresh-runs";
import { percentile, sample, timed, withBenchHost } from "./harness";
import { contract } from "../shared/contract/routes";

const BASELINE_SAMPLES = 60;
const MEMBERS = 20;
const SIMULATIONS = 20;
const EXECUTIONS = 8;
const REFRESHES = 20;

/**
 * The calls that start long work (decision 0065, 202 and a status call): simulate, execute, the draft status call and a
 * feed refresh, on a fresh local host, each against a same-run baseline (GET /api/auth/user);
 * then a season's first players refresh (every element-summary call) against its job's timeout.
 */
export async function run(): Promise<void> {
  await withBenchHost("async", { seedFeed: false, fplGameweek: 11 }, async ({ host }) => {
    const creator = new Browserish(host.url);
    await creator.signIn("bench@treble.test", "Bench");

    console.log("\n== A season's first players refresh (requested through the API, run by the job; replay of 2025-26) ==");
    const firstAsk = await creator.call(contract.feed.creatorRefreshPlayers);
    const first = (await followRefresh(creator, firstAsk.body.runId, 600_000)).run;
    const limitMs = refreshTimeoutSeconds("players") * 1000;
    console.log(
      `${first.feedCalls} feed calls, ${first.writes} writes in ${(first.durationMs / 1000).toFixed(1)} s: ${((100 * first.durationMs) / limitMs).toFixed(1)}% of the job's ${limitMs / 1000} s timeout (${first.status})`,
    );
    await followRefresh(creator, (await creator.call(contract.feed.creatorRefreshGoals)).body.runId);

    const baseline = await sample(BASELINE_SAMPLES, () => creator.call(contract.auth.currentUser));

    // A league of MEMBERS with full lists, so simulate and execute run the real workflow.
    const admin = new Browserish(host.url);
    await admin.signIn("async-admin@bench.test", "Admin");
    const league = (await admin.call(contract.leagues.create, { body: { name: "Async Bench" } })).body as { id: string; code: string };
    const players = ((await admin.call(contract.feed.players)).body as Array<{ id: number; status: string }>)
      .filter((p) => p.status === "a")
      .map((p) => p.id);
    const members = [admin];
    for (let i = 1; i < MEMBERS; i++) {
      const member = new Browserish(host.url);
      await member.signIn(`async${i}@bench.test`, `member${i}`);
      await member.call(contract.leagues.joinByCode, { params: { id: league.code }, body: {} });
      members.push(member);
    }
    for (const [i, member] of members.entries())
      await member.call(contract.picks.register, {
        body: { leagueId: league.id, picks: seededShuffle(players, `async-${i}`).slice(0, 15) },
      });

    const simulate: number[] = [];
    const status: number[] = [];
    const runs: number[] = [];
    const follow = async (runId: string) => {
      const started = performance.now();
      for (;;) {
        const res = await timed(status, () => admin.call(contract.draft.runStatus, { params: { leagueId: league.id, runId: runId } }));
        if (res.body.state !== "running") break;
        await new Promise((r) => setTimeout(r, 20));
      }
      runs.push(performance.now() - started);
    };
    for (let i = 0; i < SIMULATIONS; i++)
      await follow(
        (await timed(simulate, () => admin.call(contract.draft.simulateRoundRobin, { body: { leagueId: league.id } }))).body.runId,
      );

    const execute: number[] = [];
    for (let i = 0; i < EXECUTIONS; i++) {
      if (i > 0) {
        await admin.call(contract.leagues.toggleSeasonMode, { body: { leagueId: league.id } });
        const sim = await admin.call(contract.draft.simulateRoundRobin, { body: { leagueId: league.id } });
        await followDraftRun(admin, league.id, sim.body.runId);
      }
      const started = await timed(execute, () => admin.call(contract.draft.confirmRoundRobin, { body: { leagueId: league.id } }));
      if (started.status !== 202) throw new Error(`execute answered ${started.status}: ${JSON.stringify(started.body)}`);
      await follow(started.body.runId);
    }

    const refresh: number[] = [];
    for (let i = 0; i < REFRESHES; i++) {
      const started = await timed(refresh, () => creator.call(contract.feed.creatorRefreshGoals));
      await followRefresh(creator, started.body.runId);
    }

    const base = percentile(baseline, 50);
    const row = (label: string, samples: number[]) => {
      const p50 = percentile(samples, 50);
      const p99 = percentile(samples, 99);
      console.log(
        `${label.padEnd(44)} ${String(samples.length).padStart(4)}  ${p50.toFixed(1).padStart(7)} ms  ${p99.toFixed(1).padStart(7)} ms  ${(p50 / base).toFixed(1).padStart(6)}×`,
      );
    };
    console.log(`\n== Calls that start long work, ${MEMBERS}-member league (local host; ratio = p50 / baseline p50) ==`);
    console.log(`${"call".padEnd(44)} ${"n".padStart(4)}  ${"p50".padStart(10)}  ${"p99".padStart(10)}  ${"ratio".padStart(7)}`);
    row("baseline GET /api/auth/user", baseline);
    row("POST /api/simulate-round-robin (202)", simulate);
    row("POST /api/confirm-round-robin (202)", execute);
    row("GET /api/draft/runs/{league}/{run} (poll)", status);
    row("POST /api/creator/refresh-goals (202)", refresh);
    row("  draft run, start to end seen by polling", runs);
  });
}
