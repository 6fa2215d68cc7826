import type { JobDecl } from "../../events/jobs";
import { nextRun } from "./schedule-expression";

/**
 * Stands in for EventBridge schedules: runs each job's entry on its own expression, one run of
 * a job at a time (a run still going when the next is due is skipped, as a Lambda with reserved
 * concurrency 1 would be throttled). A job marked `atStart` also runs once as the host starts.
 */
export function startScheduler(
  jobs: JobDecl[],
  invokeJob: (job: JobDecl, event: unknown) => Promise<unknown>,
  log: (line: string) => void = () => {},
) {
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<string>();
  let stopped = false;

  const schedule = (job: JobDecl) => {
    if (stopped) return;
    const delay = Math.max(0, nextRun(job.schedule, new Date()).getTime() - Date.now());
    // setTimeout takes at most ~24.8 days; re-plan long waits in steps.
    const timer = setTimeout(() => void fire(job), Math.min(delay, 2 ** 31 - 1));
    timer.unref();
    timers.set(job.name, timer);
  };

  const fire = async (job: JobDecl) => {
    schedule(job);
    if (running.has(job.name)) return;
    running.add(job.name);
    try {
      const result = await invokeJob(job, {
        source: "aws.scheduler",
        "detail-type": "Scheduled Event",
        detail: {},
        time: new Date().toISOString(),
      });
      log(`[scheduler] ${job.name}: ${JSON.stringify(result)}`);
    } catch (error) {
      log(`[scheduler] ${job.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running.delete(job.name);
    }
  };

  // A job due at start runs now (and then on its expression): see JobDecl.atStart.
  for (const job of jobs) void (job.atStart ? fire(job) : schedule(job));
  return {
    stop: () => {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
    },
  };
}
