/** Reading a run while its workflow ends: the record written just before the end is the one answered, never the older read. */
import { beforeEach, describe, expect, it, vi } from "vitest";

// The race needs the store and the workflow to answer in a set order, which real servers cannot be made to do on demand.
const getRun = vi.fn();
const describeWorkflow = vi.fn();
vi.mock("../data/stores/draft-store", () => ({ getRun: (...args: unknown[]) => getRun(...args) }));
vi.mock("../lib/workflow", () => ({ describeWorkflow: (...args: unknown[]) => describeWorkflow(...args) }));
const { runAndWorkflow } = await import("./run-and-workflow");

const running = { leagueId: "l", runId: "x-1", status: "running", createdAt: "2026-01-01T00:00:00Z" };
const failed = { ...running, status: "failed", error: "SimulationStale: Selections or members changed" };

describe("runAndWorkflow", () => {
  beforeEach(() => {
    getRun.mockReset();
    describeWorkflow.mockReset();
  });

  it("reads the record again when the workflow ended after the first read", async () => {
    getRun.mockResolvedValueOnce(undefined).mockResolvedValueOnce(failed);
    describeWorkflow.mockResolvedValue({ status: "FAILED" });
    expect((await runAndWorkflow("l", "x-1", "x-1")).run).toEqual(failed);
    expect(getRun).toHaveBeenCalledTimes(2);
  });

  it("reads it again after a success too, so a finished run never reads as running", async () => {
    getRun.mockResolvedValueOnce(running).mockResolvedValueOnce({ ...running, status: "completed" });
    describeWorkflow.mockResolvedValue({ status: "SUCCEEDED" });
    expect((await runAndWorkflow("l", "x-1", "x-1")).run?.status).toBe("completed");
  });

  it("asks the workflow nothing once the record is final, and reads once while it runs", async () => {
    getRun.mockResolvedValueOnce(failed);
    expect(await runAndWorkflow("l", "x-1", "x-1")).toEqual({ run: failed });
    expect(describeWorkflow).not.toHaveBeenCalled();

    getRun.mockResolvedValueOnce(running);
    describeWorkflow.mockResolvedValue({ status: "RUNNING" });
    expect(await runAndWorkflow("l", "x-1", "x-1")).toEqual({ run: running, workflow: { status: "RUNNING" } });
    expect(getRun).toHaveBeenCalledTimes(2);
  });

  it("keeps the first read when the second finds nothing (a run refused before its record)", async () => {
    getRun.mockResolvedValue(undefined);
    describeWorkflow.mockResolvedValue({ status: "FAILED", input: { leagueId: "l" } });
    expect(await runAndWorkflow("l", "x-1", "x-1")).toEqual({ run: undefined, workflow: { status: "FAILED", input: { leagueId: "l" } } });
  });
});
