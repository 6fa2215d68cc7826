import { config } from "./config";

/**
 * The app's own CloudWatch metrics, written as EMF lines on stdout (CloudWatch Logs turns them
 * into metrics; no API call, no extra latency). Each count goes out at once, so nothing is lost
 * when a handler throws or a workflow step ends. Each line is what Powertools Metrics'
 * `singleMetric()` wrote (the `service` dimension first, then the count's own), written here
 * directly: the library was ~12 kB of every bundle that counts something.
 *
 * Only where POWERTOOLS_METRICS_NAMESPACE is set, which the CDK stack does for every function:
 * on the local host and in tests there is no CloudWatch to read the lines, and they would only
 * crowd the logs. POWERTOOLS_METRICS_DISABLED still switches them off on AWS.
 */
let namespace: string | undefined = config.metricsDisabled ? undefined : config.metricsNamespace;

/** For tests: counts go out under this namespace (undefined: not at all) instead of the configured one. */
export function useMetricsNamespace(next: string | undefined): void {
  namespace = next;
}

function count(name: string, value: number, dimensions: Record<string, string>): void {
  if (!namespace) return;
  const metric = { Namespace: namespace, Dimensions: [["service", ...Object.keys(dimensions)]], Metrics: [{ Name: name, Unit: "Count" }] };
  const line = { _aws: { Timestamp: Date.now(), CloudWatchMetrics: [metric] }, service: "treble", ...dimensions, [name]: value };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

/** A draft run that ended: completed (simulation saved or execution adopted) or failed. */
export function countDraftRun(mode: "simulate" | "execute", outcome: "completed" | "failed"): void {
  count("DraftsRun", 1, { mode, outcome });
}

/** The table writes of one finished feed refresh. */
export function countRefreshWrites(kind: "players" | "goals", writes: number): void {
  count("RefreshWrites", writes, { kind });
}

/** A feed call the client gave up on (retries spent, or not worth retrying), by its FeedError kind. */
export function countFeedError(kind: string): void {
  count("FeedErrors", 1, { reason: kind });
}
