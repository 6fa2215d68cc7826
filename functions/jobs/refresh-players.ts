import { refreshPlayers } from "../feed/refresh-players";

/** EventBridge schedule target (events/jobs.ts): a scheduled run's source is the external API. */
export const handler = async () => {
  const run = await refreshPlayers("external_api");
  return { runId: run.runId, status: run.status, reason: run.reason, writes: run.writes };
};
