// The app's metrics as CloudWatch EMF lines: names, units, values and dimensions; nothing at all where no namespace is configured.
import { Metrics } from "@aws-lambda-powertools/metrics";
import { afterEach, describe, expect, it, vi } from "vitest";
import { countDraftRun, countFeedError, countRefreshWrites, useMetricsSink } from "./metrics";

/** Runs `act` and returns the JSON lines it wrote to stdout. */
function stdoutLines(act: () => void): Array<Record<string, any>> {
  const written: string[] = [];
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  try {
    act();
  } finally {
    spy.mockRestore();
  }
  return written
    .join("")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

afterEach(() => useMetricsSink(undefined));

describe("metrics", () => {
  it("writes nothing where no namespace is configured (the local host, tests)", () => {
    expect(process.env.POWERTOOLS_METRICS_NAMESPACE).toBeUndefined();
    expect(stdoutLines(() => countDraftRun("simulate", "completed"))).toEqual([]);
  });

  it("writes one EMF line per count, at once, with its unit and dimensions", () => {
    useMetricsSink(new Metrics({ namespace: "Treble", serviceName: "treble" }));
    const lines = stdoutLines(() => {
      countDraftRun("execute", "failed");
      countRefreshWrites("players", 812);
      countFeedError("timeout");
    });
    expect(lines).toHaveLength(3);
    const [draft, writes, feed] = lines;
    expect(draft._aws.CloudWatchMetrics).toEqual([
      { Namespace: "Treble", Dimensions: [["service", "mode", "outcome"]], Metrics: [{ Name: "DraftsRun", Unit: "Count" }] },
    ]);
    expect(draft).toMatchObject({ service: "treble", mode: "execute", outcome: "failed", DraftsRun: 1 });
    expect(typeof draft._aws.Timestamp).toBe("number");
    expect(writes._aws.CloudWatchMetrics[0]).toMatchObject({
      Dimensions: [["service", "kind"]],
      Metrics: [{ Name: "RefreshWrites", Unit: "Count" }],
    });
    expect(writes).toMatchObject({ kind: "players", RefreshWrites: 812 });
    expect(feed._aws.CloudWatchMetrics[0]).toMatchObject({
      Dimensions: [["service", "reason"]],
      Metrics: [{ Name: "FeedErrors", Unit: "Count" }],
    });
    expect(feed).toMatchObject({ reason: "timeout", FeedErrors: 1 });
  });

  it("keeps dimensions to their own count", () => {
    useMetricsSink(new Metrics({ namespace: "Treble", serviceName: "treble" }));
    const [first, second] = stdoutLines(() => {
      countDraftRun("simulate", "completed");
      countRefreshWrites("goals", 3);
    });
    expect(first).toMatchObject({ mode: "simulate", outcome: "completed" });
    expect(second).not.toHaveProperty("mode");
    expect(second).not.toHaveProperty("DraftsRun");
  });
});
