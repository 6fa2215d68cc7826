/** Draft history: the latest 5, and which entry counts as the league's final execution. */
import { describe, expect, it } from "vitest";
import type { HistoryEntry } from "@shared/contract/responses";
import { latestEntries, latestExecution } from "./history";

const entry = (id: string, executionType: HistoryEntry["executionType"], status: HistoryEntry["status"] = "completed"): HistoryEntry => ({
  id,
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
