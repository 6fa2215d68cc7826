/** Following a started draft run: progress while it runs, the outcome or the call's own error when it ends. */
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import type { DraftRunStatus } from "@shared/contract/responses";
import { FOLLOW_LIMIT_MS, followRun } from "./follow-run";

const running = (step: number): DraftRunStatus => ({
  runId: "r",
  kind: "execution",
  state: "running",
  progress: { step, of: 3, label: `step ${step}` },
});
const reads = (...answers: DraftRunStatus[]) => {
  let i = 0;
  return async () => answers[Math.min(i++, answers.length - 1)];
};
const noSleep = async () => {};

describe("followRun", () => {
  it("reports each step and resolves with the finished run", async () => {
    const done: DraftRunStatus = { ...running(3), state: "succeeded", execution: { runId: "r", archivedUsers: [], executed: true } };
    const seen: number[] = [];
    const result = await followRun(reads(running(0), running(1), running(2), done), {
      sleep: noSleep,
      onProgress: (p) => seen.push(p.step),
    });
    expect(result).toBe(done);
    expect(seen).toEqual([0, 1, 2, 3]);
  });

  it("throws a failed run as the call's error, code and details included", async () => {
    const failed: DraftRunStatus = {
      ...running(3),
      state: "failed",
      failure: { status: 409, error: "Simulation out of date", details: "changed", code: "SIMULATION_STALE", message: "changed" },
    };
    const error = await followRun(reads(running(1), failed), { sleep: noSleep }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: "SIMULATION_STALE", body: { details: "changed" } });
  });

  it("gives up with a timeout once the workflow's own limit has passed", async () => {
    let clock = 0;
    const error = await followRun(reads(running(1)), { sleep: async () => void (clock += 60_000), now: () => clock }).catch(
      (e: unknown) => e,
    );
    expect(clock).toBeGreaterThan(FOLLOW_LIMIT_MS);
    expect(error).toMatchObject({ status: 504, code: "RUN_TIMEOUT" });
  });
});
