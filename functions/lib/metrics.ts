// Powertools Metrics writes EMF as CloudWatch parses it (kept: tests/tooling/required-libraries.test.ts).
import { Metrics, MetricUnit } from "@aws-lambda-powertools/metrics";
import { config } from "../config";

/** Where counts go: a Powertools `Metrics`, which writes each as one EMF line on stdout. */
export type MetricsSink = Pick<Metrics, "singleMetric">;

/**
 * The app's own CloudWatch metrics, written as EMF lines on stdout (CloudWatch Logs turns them
 * into metrics; no API call, no extra latency). Each count goes out at once, so nothing is lost
 * when a handler throws or a workflow step ends.
 *
 * Only where POWERTOOLS_METRICS_NAMESPACE is set, which the CDK stack does for every function:
 * on the local host and in tests there is no CloudWatch to read the lines, and they would only
 * crowd the logs. POWERTOOLS_METRICS_DISABLED still switches them off on AWS.
 */
let sink: MetricsSink | undefined = config.metricsNamespace ? new Metrics({ serviceName: "treble" }) : undefined;

/** For tests: counts go to this sink (a `Metrics` writing EMF lines) instead of the configured one. */
export function useMetricsSink(next: MetricsSink | undefined): void {
  sink = next;
}

function count(name: string, value: number, dimensions: Record<string, string>): void {
  if (!sink) return;
  const metric = sink.singleMetric();
  for (const [key, dimension] of Object.entries(dimensions)) metric.addDimension(key, dimension);
  metric.addMetric(name, MetricUnit.Count, value);
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
