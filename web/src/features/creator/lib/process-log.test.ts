/** The goals-refresh process log: the run's real steps, its outcome, and the failure hints. */
import { describe, expect, it } from "vitest";
import type { RefreshRunView } from "@shared/feed-types";
import { failureHint, failureLine, outcomeLine, runningLine, stepLines } from "./process-log";

const run = (over: Partial<RefreshRunView> = {}): RefreshRunView => ({
  runId: "r1",
  kind: "goals",
  source: "manual",
  status: "ok",
  reason: null,
  startedAt: "2025-08-14T09:00:00.000Z",
  finishedAt: "2025-08-14T09:00:01.200Z",
  durationMs: 1200,
  feedCalls: 2,
  reads: 4,
  writes: 3,
  steps: [
    { at: "2025-08-14T09:00:00.000Z", message: "Goals refresh started (manual)" },
    { at: "2025-08-14T09:00:01.200Z", message: "Finished" },
  ],
  ...over,
});

describe("process log lines", () => {
  it("starts with a Running line at the moment of the click", () => {
    const at = new Date("2025-08-14T08:59:59.000Z");
    expect(runningLine(at)).toEqual({ at: at.toISOString(), message: "Running: weekly goals refresh requested", tone: "info" });
  });

  it("shows the run's own steps with their own timestamps", () => {
    expect(stepLines(run())).toEqual([
      { at: "2025-08-14T09:00:00.000Z", message: "Goals refresh started (manual)", tone: "info" },
      { at: "2025-08-14T09:00:01.200Z", message: "Finished", tone: "info" },
    ]);
  });

  it("ends a good run with Completed, its duration and writes", () => {
    const at = new Date("2025-08-14T09:00:01.800Z");
    expect(outcomeLine(run(), at)).toEqual({ at: at.toISOString(), message: "Completed in 1200 ms: 3 records written", tone: "success" });
    expect(outcomeLine(run({ writes: 1 }), at).message).toBe("Completed in 1200 ms: 1 record written");
  });

  it("ends a failed run with the server's reason", () => {
    const line = outcomeLine(run({ status: "failed", reason: "Feed answered 503" }), new Date());
    expect(line).toEqual({ at: "2025-08-14T09:00:01.200Z", message: "Failed: Feed answered 503", tone: "error" });
  });
});

describe("failure hints", () => {
  it("explains 401, 403 and 500 the spec's way", () => {
    expect(failureHint(401)).toMatch(/Log out and log in again/);
    expect(failureHint(403)).toMatch(/creator access required/);
    expect(failureHint(500)).toMatch(/Server error/);
    expect(failureHint(502)).toMatch(/^502 Server error/);
  });

  it("passes other refusals through with the server's message", () => {
    expect(failureHint(409, "Refresh already running")).toBe("409: Refresh already running");
  });

  it("says when the server could not be reached", () => {
    expect(failureLine(new Date(0), undefined).message).toMatch(/could not be reached/);
  });
});
