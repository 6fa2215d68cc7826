/** Following a requested refresh: every look reported, the run's record at the end, a run that died rejected. */
import { describe, expect, it } from "vitest";
import type { RefreshRunStatus, RefreshRunView } from "@shared/feed-types";
import { REFRESH_FOLLOW_LIMIT_MS, followRefresh } from "./follow-refresh";

const step = (message: string) => ({ at: "2026-01-01T10:00:00.000Z", message });
const running = (...messages: string[]): RefreshRunStatus => ({
  runId: "r",
  kind: "goals",
  state: "running",
  startedAt: "2026-01-01T10:00:00.000Z",
  steps: messages.map(step),
});
const record = { runId: "r", kind: "goals", status: "failed", reason: "HTTP 503", steps: [step("a")] } as RefreshRunView;
const reads = (...answers: RefreshRunStatus[]) => {
  let i = 0;
  return async () => answers[Math.min(i++, answers.length - 1)];
};
const noSleep = async () => {};

describe("followRefresh", () => {
  it("reports the steps as they come and resolves with the record, a failed run included", async () => {
    const seen: number[] = [];
    const done: RefreshRunStatus = { ...running("a"), state: "failed", run: record };
    const run = await followRefresh(reads(running(), running("a"), done), { sleep: noSleep, onUpdate: (s) => seen.push(s.steps.length) });
    expect(run).toBe(record);
    expect(seen).toEqual([0, 1, 1]);
  });

  it("rejects a run that died without a record, and one that outlives the limit", async () => {
    await expect(followRefresh(reads({ ...running("a"), state: "failed" }), { sleep: noSleep })).rejects.toThrow(
      /stopped before it finished/,
    );
    let clock = 0;
    await expect(followRefresh(reads(running()), { sleep: async () => void (clock += 60_000), now: () => clock })).rejects.toThrow(
      /longer than expected/,
    );
    expect(clock).toBeGreaterThan(REFRESH_FOLLOW_LIMIT_MS);
  });
});
