import { replayControl } from "../infra/local/fpl-replay/control";
import { loadPack } from "../infra/local/fpl-replay/pack";
import { dueNow, type CadenceState } from "../shared/match-day/cadence";
import { withBenchHost } from "./harness";

const WEEK = 13;
/** A match from kick-off to the final whistle in real time: 90 minutes, half-time and stoppage. */
const MATCH_WALL_MS = 115 * 60_000;

/**
 * The goals refresh on match day. Measured: on a fresh host with its schedules off, the replay's
 * match clock plays GW13's first kick-off slot (three matches) minute by minute while this
 * process ticks the job as the schedule would; per tick kind, the feed calls (the replay's own
 * request count), DynamoDB requests (this process's client) and time. Modelled: the same cadence
 * rule (shared/match-day/cadence.ts) run over every minute of the real GW13 week, its recorded
 * kick-offs, to count ticks, refreshes and feed calls per match day and per week.
 */
export async function run(): Promise<void> {
  await withBenchHost("match-day", { seedFeed: true, fplGameweek: 12, schedules: false }, async ({ host }) => {
    const { countDynamo } = await import("./dynamo-counter");
    const dynamo = countDynamo();
    const { handler } = await import("../functions/match-day/goals-job");
    const replay = replayControl(host.replayUrl!);
    const kinds = new Map<string, { ticks: number; feedCalls: number; reads: number; writes: number; ms: number }>();
    const tick = async (aheadMs: number, label: string) => {
      const before = (await replay.state()).requests;
      dynamo.reset();
      const started = performance.now();
      const outcome = (await handler({
        source: "aws.scheduler",
        "detail-type": "Scheduled Event",
        detail: {},
        time: new Date(Date.now() + aheadMs).toISOString(),
      })) as {
        status: string;
      };
      const ms = performance.now() - started;
      const calls = (await replay.state()).requests - before;
      const key = outcome.status === "skipped" ? "quiet minute (skipped)" : label;
      const k = kinds.get(key) ?? { ticks: 0, feedCalls: 0, reads: 0, writes: 0, ms: 0 };
      kinds.set(key, {
        ticks: k.ticks + 1,
        feedCalls: k.feedCalls + calls,
        reads: k.reads + dynamo.counts.readRequests,
        writes: k.writes + dynamo.counts.itemsWritten,
        ms: k.ms + ms,
      });
    };

    await replay.clock({ matchMinutes: 90, gapMinutes: 30, startInMinutes: 5, gameweek: WEEK });
    await tick(11 * 60_000, "full refresh (bootstrap, fixtures, live)");
    for (let i = 0; i < 4; i++) await tick(61_000, "quiet");
    await replay.clock({ advanceMinutes: 5 });
    await tick(6 * 60_000, "live minute (fixtures only)");
    for (let minute = 1; minute <= 95; minute++) {
      await replay.clock({ advanceMinutes: 1 });
      await tick(61_000, "live minute (fixtures only)");
    }
    await tick(61_000, "quiet");

    console.log("\n== Match day: the goals job per tick (measured, replay GW13 first slot, local stand-ins) ==");
    for (const [label, k] of kinds)
      console.log(
        `${label.padEnd(42)} ${String(k.ticks).padStart(4)} ticks  ${(k.feedCalls / k.ticks).toFixed(2).padStart(5)} feed calls  ${(k.reads / k.ticks).toFixed(1).padStart(5)} reads  ${(k.writes / k.ticks).toFixed(1).padStart(5)} items written  ${(k.ms / k.ticks).toFixed(0).padStart(5)} ms each`,
      );
  });

  modelWeek();
}

/** Every minute of GW13 (deadline to next deadline) through the cadence rule, with fixtures as the feed would report them. */
function modelWeek(): void {
  const { pack } = loadPack();
  const kickoffs = pack.fixtures.filter((f) => f[1] === WEEK && f[2]).map((f) => Date.parse(f[2]!));
  const deadline = Date.parse(pack.events.find((e) => e[0] === WEEK)![2]);
  const nextDeadline = Date.parse(pack.events.find((e) => e[0] === WEEK + 1)![2]);
  const lastWhistle = Math.max(...kickoffs) + MATCH_WALL_MS;
  // The feed checks a week's data the day after its last match (bonus, corrections).
  const checked = lastWhistle + 24 * 3600_000;
  let lastRunAt: string | undefined;
  let lastFullRunAt: string | undefined;
  const perDay = new Map<string, { ticks: number; full: number; fixtures: number; feedCalls: number }>();
  for (let t = deadline; t < nextDeadline; t += 60_000) {
    // What the store knows: fixtures as the last refresh saw them.
    const seenAt = lastRunAt ? Date.parse(lastRunAt) : deadline;
    const state: CadenceState = {
      fixtures: kickoffs.map((k) => ({
        kickoffTime: new Date(k).toISOString(),
        started: seenAt >= k,
        finishedProvisional: seenAt >= k + MATCH_WALL_MS,
      })),
      weekDone: seenAt >= checked,
      nextDeadline: new Date(nextDeadline).toISOString(),
      lastRunAt,
      lastFullRunAt,
    };
    const due = dueNow(state, t);
    const day = new Date(t).toISOString().slice(0, 10);
    const d = perDay.get(day) ?? { ticks: 0, full: 0, fixtures: 0, feedCalls: 0 };
    d.ticks += 1;
    if (due.run !== "none") {
      lastRunAt = new Date(t).toISOString();
      if (due.run === "full") {
        lastFullRunAt = lastRunAt;
        d.full += 1;
        // bootstrap, the week's fixtures, its live data (and the previous week's until it is final: the first day).
        d.feedCalls += 3;
      } else {
        d.fixtures += 1;
        d.feedCalls += 1;
      }
    }
    perDay.set(day, d);
  }
  console.log(`\n== Match day: GW${WEEK} of 2025-26, every minute from deadline to next deadline through the cadence rule (model) ==`);
  const total = { ticks: 0, full: 0, fixtures: 0, feedCalls: 0 };
  for (const [day, d] of perDay) {
    const matches = kickoffs.filter((k) => new Date(k).toISOString().startsWith(day)).length;
    console.log(
      `${day} ${String(matches).padStart(2)} matches  ${String(d.ticks).padStart(5)} invocations  ${String(d.full).padStart(4)} full refreshes  ${String(d.fixtures).padStart(4)} minute refreshes  ${String(d.feedCalls).padStart(4)} feed calls`,
    );
    for (const k of Object.keys(total) as Array<keyof typeof total>) total[k] += d[k];
  }
  console.log(
    `week        ${String(kickoffs.length).padStart(2)} matches  ${String(total.ticks).padStart(5)} invocations  ${String(total.full).padStart(4)} full refreshes  ${String(total.fixtures).padStart(4)} minute refreshes  ${String(total.feedCalls).padStart(4)} feed calls`,
  );
  console.log(`before (every 10 minutes, 2 calls each): ${(7 * 24 * 6).toString()} invocations, ${7 * 24 * 6 * 2} feed calls a week`);
}
