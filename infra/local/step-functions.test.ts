// The local Step Functions as the SDK sees it: each state's entry and exit, timed, in GetExecutionHistory; Step Functions' 256 KB payload limit on an execution's input and a state's result; a running execution counted as work in flight.
import { DescribeExecutionCommand, GetExecutionHistoryCommand, SFNClient, StartExecutionCommand } from "@aws-sdk/client-sfn";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DraftStepEvent } from "../../functions/draft/workflow-state";
import { createInFlight } from "./in-flight";
import { startLocalStepFunctions } from "./step-functions";

/** Each Task state stands for the steps Lambda: it takes a little time and hands the state on. */
const STEP_MS = 30;
let local: Awaited<ReturnType<typeof startLocalStepFunctions>>;
let sfn: SFNClient;
const inFlight = createInFlight();
/** An execution seeded "held" waits in its first step until the test lets it go. */
let release!: () => void;
const released = new Promise<void>((r) => (release = r));

beforeAll(async () => {
  local = await startLocalStepFunctions(async (input) => {
    await new Promise((r) => setTimeout(r, STEP_MS));
    const { state } = input as DraftStepEvent;
    if (state.seed === "held") await released;
    // A step that answers more than a state may carry.
    return state.seed === "oversized" ? { ...state, padding: "x".repeat(256 * 1024) } : state;
  }, inFlight);
  sfn = new SFNClient({ endpoint: local.endpoint, region: "local", credentials: { accessKeyId: "local", secretAccessKey: "local" } });
});

afterAll(async () => {
  sfn?.destroy();
  await local?.close();
});

/** Starts a simulation's execution; answers its ARN. */
async function start(runId: string, seed: string) {
  const state = { leagueId: "l1", runId, mode: "simulate", executionType: "simulation", seed, actor: { userId: "u", username: "U" } };
  const { executionArn } = await sfn.send(
    new StartExecutionCommand({ stateMachineArn: local.stateMachineArn, name: `sim-${runId}`, input: JSON.stringify(state) }),
  );
  return executionArn;
}

/** Starts a simulation's execution and waits (up to 2 s) for it to end; answers its last description. */
async function runToEnd(runId: string, seed: string) {
  const executionArn = await start(runId, seed);
  let described = await sfn.send(new DescribeExecutionCommand({ executionArn }));
  for (let i = 0; i < 100 && described.status === "RUNNING"; i++) {
    await new Promise((r) => setTimeout(r, 20));
    described = await sfn.send(new DescribeExecutionCommand({ executionArn }));
  }
  return { executionArn, described };
}

describe("local Step Functions execution history", () => {
  it("answers each Task state's entry and exit in order, with the time it took", async () => {
    const { executionArn } = await runToEnd("r1", "s");

    const { events = [] } = await sfn.send(new GetExecutionHistoryCommand({ executionArn }));
    expect(events[0].type).toBe("ExecutionStarted");
    expect(events.at(-1)?.type).toBe("ExecutionSucceeded");
    expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
    const tasks = events.filter((e) => e.type === "TaskStateEntered").map((e) => e.stateEnteredEventDetails?.name);
    expect(tasks).toEqual(["Gather", "Draft", "SaveSimulation", "Publish"]);
    for (const name of tasks) {
      const entered = events.find((e) => e.type === "TaskStateEntered" && e.stateEnteredEventDetails?.name === name);
      const exited = events.find((e) => e.type === "TaskStateExited" && e.stateExitedEventDetails?.name === name);
      const took = (exited?.timestamp?.getTime() ?? 0) - (entered?.timestamp?.getTime() ?? 0);
      expect(took).toBeGreaterThanOrEqual(STEP_MS - 5);
      expect(took).toBeLessThan(5_000);
    }
    const reversed = await sfn.send(new GetExecutionHistoryCommand({ executionArn, reverseOrder: true }));
    expect(reversed.events?.[0].type).toBe("ExecutionSucceeded");
  });

  it("fails an execution whose state passes 256 KB with States.DataLimitExceeded, which the definition's Catch does not catch", async () => {
    const { executionArn, described } = await runToEnd("r2", "oversized");
    expect(described).toMatchObject({ status: "FAILED", error: "States.DataLimitExceeded" });
    expect(described.cause).toContain("'Gather' returned a result with a size exceeding");
    const { events = [] } = await sfn.send(new GetExecutionHistoryCommand({ executionArn }));
    // Gather was the last state entered: RecordFailure never ran.
    expect(events.filter((e) => e.type === "TaskStateEntered").map((e) => e.stateEnteredEventDetails?.name)).toEqual(["Gather"]);
  });

  it("refuses to start an execution whose input passes 256 KB", async () => {
    const input = JSON.stringify({ leagueId: "l1", padding: "x".repeat(256 * 1024) });
    await expect(
      sfn.send(new StartExecutionCommand({ stateMachineArn: local.stateMachineArn, name: "sim-r3", input })),
    ).rejects.toMatchObject({
      name: "ValidationException",
    });
  });

  it("refuses the history of an execution it does not have", async () => {
    const missing = local.stateMachineArn.replace(":stateMachine:", ":execution:") + ":nope";
    await expect(sfn.send(new GetExecutionHistoryCommand({ executionArn: missing }))).rejects.toMatchObject({
      name: "ExecutionDoesNotExist",
    });
  });
});

describe("local Step Functions in flight", () => {
  it("counts an execution from StartExecution's answer until it ends, so quiet means it has ended", async () => {
    const executionArn = await start("r4", "held");
    // Held in its first step: however long we wait, it is in flight.
    expect(await inFlight.quiet(200)).toMatchObject({ quiet: false, inFlight: ["execution sim-r4"] });
    release();
    expect((await inFlight.quiet(5_000)).quiet).toBe(true);
    // Read once, right after: quiet came after the end, not before it.
    expect((await sfn.send(new DescribeExecutionCommand({ executionArn }))).status).toBe("SUCCEEDED");
  });
});
