import type { Context } from "aws-lambda";
import { refreshTimeoutSeconds } from "../../events/job-requests";
import { playersWork } from "../feed/refresh-players";
import { requestOf, runRefreshJob } from "../feed/refresh-job";

/**
 * The players refresh job: EventBridge schedule target (events/jobs.ts) and target of the request
 * rule (events/rules.ts), so a requested refresh runs this same code. A scheduled run's source is
 * the external API.
 */
export const handler = async (event?: unknown, context?: Pick<Context, "getRemainingTimeInMillis">) => {
  // Without a Lambda context (a direct call), the job's declared timeout from now.
  const until = Date.now() + refreshTimeoutSeconds("players") * 1000;
  return runRefreshJob(
    "players",
    requestOf(event, "players"),
    () => context?.getRemainingTimeInMillis?.() ?? until - Date.now(),
    (log) => playersWork(log),
  );
};
