import { setTimeout as sleep } from "node:timers/promises";
import type { Context } from "aws-lambda";
import { refreshTimeoutSeconds } from "../../events/job-requests";
import { dueNow, LIVE_READ_GAP_MS, nextLiveRead } from "../../shared/match-day/cadence";
import { getGoalsCadence } from "../data/stores/fixtures-store";
import { requestOf, runRefreshJob, type RefreshWork } from "../feed/refresh-job";
import { goalsWork, type GoalsMode } from "./refresh-goals";

/**
 * The goals refresh job: EventBridge schedule target (events/jobs.ts) and target of the request
 * rule (events/rules.ts), so a requested refresh runs this same code. The schedule ticks every
 * minute; each tick reads one item (the stored fixtures' cadence) and refreshes only when the
 * match-day pace says one is due (product.md §10.16), so a quiet minute makes no feed call. While
 * a match is live the tick's run reads the current gameweek's fixtures again at its minute's 20 s
 * and 40 s (decision 0331): one run, so the refresh lock keeps any other reader out, and done
 * before the next tick. A scheduled run's source is the external API.
 */
/** A continued run reads in full: the stretch that began it may have been a fixtures run cut off. */
const goals =
  (mode: GoalsMode): RefreshWork =>
  (log, source, continuing) =>
    goalsWork(log, source, continuing ? "full" : mode);

/** A further read needs the gap's wait and a read's worth of time before the run's own finish margin. */
const FURTHER_READ_MS = LIVE_READ_GAP_MS + 10_000;

const liveGoals =
  (mode: GoalsMode, scheduled: number): RefreshWork =>
  async (log, source, continuing) => {
    await goals(mode)(log, source, continuing);
    for (let next = nextLiveRead(scheduled, Date.now(), 1); next; next = nextLiveRead(scheduled, Date.now(), next.read)) {
      if (!log.hasTime(FURTHER_READ_MS)) return;
      await sleep(Math.max(0, next.at - Date.now()));
      await goalsWork(log, source, "fixtures", "further");
    }
  };

export const handler = async (event?: unknown, context?: Pick<Context, "getRemainingTimeInMillis">) => {
  // Without a Lambda context (a direct call), the job's declared timeout from now.
  const until = Date.now() + refreshTimeoutSeconds("goals") * 1000;
  const timeLeft = () => context?.getRemainingTimeInMillis?.() ?? until - Date.now();
  const request = requestOf(event, "goals");
  if (request) return runRefreshJob("goals", request, timeLeft, goals("full"));
  // A direct call (a first start, a test, an operator) refreshes in full at once; only the schedule's ticks are paced.
  const tickEvent = event as { "detail-type"?: string; time?: string } | undefined;
  if (tickEvent?.["detail-type"] !== "Scheduled Event") return runRefreshJob("goals", undefined, timeLeft, goals("full"));
  // The schedule's own time (EventBridge's `time`): a tick is judged at the minute it stands for.
  const scheduled = Date.parse(tickEvent.time ?? "");
  const now = Number.isNaN(scheduled) ? Date.now() : scheduled;
  const cadence = await getGoalsCadence();
  const due = dueNow(cadence ?? { fixtures: [], weekDone: false, nextDeadline: null }, now);
  // Announcements an earlier run could not publish go out at the next tick, due or not (a fixtures run).
  const run = due.run === "none" && cadence?.heldGoals?.length ? "fixtures" : due.run;
  if (run === "none") return { runId: "", status: "skipped" as const, reason: `not due (${due.pace} pace)` };
  return runRefreshJob("goals", undefined, timeLeft, due.pace === "live" ? liveGoals(run, now) : goals(run));
};
