/** Draft history: the latest 5, and which entry counts as the league's final execution. */
import { describe, expect, it } from "vitest";
import type { HistoryEntry } from "@shared/contract/responses";
import { latestEntries, latestExecution, runLabel } from "./history";

const entry = (
  id: string,
  executionType: HistoryEntry["executionType"],
  status: HistoryEntry["status"] = "completed",
  kind: HistoryEntry["kind"] = "main",
): HistoryEntry => ({
  id,
  kind,
  executionType,
  status,
  timestamp: "2025-08-10T10:00:00Z",
  participantCount: 2,
  archivedUserCount: 0,
  processingTimeMs: 10,
  executedByUsername: "ann",
  seed: "s",
  ok: true,
  error: null,
  resultCount: 2,
  auditLog: { runId: id, from: 0, lines: [], totalLines: 0, next: null, conflicts: { count: 0, first: [] } },
});

describe("latestExecution", () => {
  it("skips simulations and failed executions", () => {
    const history = [
      entry("1", "simulation"),
      entry("2", "re_execution", "failed"),
      entry("3", "final_execution"),
      entry("4", "simulation"),
    ];
    expect(latestExecution(history)?.id).toBe("3");
  });
  it("is the main draft's execution, not a later January window run's", () => {
    const history = [
      entry("w2", "final_execution", "completed", "window"),
      entry("w1", "simulation", "completed", "window"),
      entry("1", "final_execution"),
    ];
    expect(latestExecution(history)?.id).toBe("1");
  });
  it("is undefined before any execution", () => {
    expect(latestExecution([entry("1", "simulation")])).toBeUndefined();
    expect(latestExecution(undefined)).toBeUndefined();
  });
});

describe("latestEntries", () => {
  it("keeps the newest 5", () => {
    const history = Array.from({ length: 8 }, (_, i) => entry(String(i), "simulation"));
    expect(latestEntries(history).map((e) => e.id)).toEqual(["0", "1", "2", "3", "4"]);
  });
});

describe("runLabel", () => {
  it("names the January window's runs as the window's", () => {
    expect(runLabel(entry("1", "final_execution"))).toBe("Final Execution");
    expect(runLabel(entry("2", "simulation"))).toBe("Simulation");
    expect(runLabel(entry("3", "simulation", "completed", "window"))).toBe("January Window Simulation");
    expect(runLabel(entry("4", "final_execution", "completed", "window"))).toBe("January Window Execution");
    expect(runLabel(entry("5", "re_execution", "completed", "window"))).toBe("January Window Re-Execution");
  });
});
