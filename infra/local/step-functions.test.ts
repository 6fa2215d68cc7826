// The local Step Functions' execution history: GetExecutionHistory through the AWS SDK answers each state's entry and exit, timed, as Step Functions does.
import { DescribeExecutionCommand, GetExecutionHistoryCommand, SFNClient, StartExecutionCommand } from "@aws-sdk/client-sfn";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DraftStepEvent } from "../../functions/draft/workflow-state";
import { startLocalStepFunctions } from "./step-functions";

/** Each Task state stands for the steps Lambda: it takes a little time and hands the state on. */
const STEP_MS = 30;
let local: Awaited<ReturnType<typeof startLocalStepFunctions>>;
let sfn: SFNClient;

beforeAll(async () => {
  local = await startLocalStepFunctions(async (input) => {
    await new Promise((r) => setTimeout(r, STEP_MS));
    return (input as DraftStepEvent).state;
  });
  sfn = new SFNClient({ endpoint: local.endpoint, region: "local", credentials: { accessKeyId: "local", secretAccessKey: "local" } });
});

afterAll(async () => {
  sfn?.destroy();
  await local?.close();
});

describe("local Step Functions execution history", () => {
  it("answers each Task state's entry and exit in order, with the time it took", async () => {
    const state = {
      leagueId: "l1",
      runId: "r1",
      mode: "simulate",
      executionType: "simulation",
      seed: "s",
      actor: { userId: "u", username: "U" },
    };
    const { executionArn } = await sfn.send(
      new StartExecutionCommand({ stateMachineArn: local.stateMachineArn, name: "sim-r1", input: JSON.stringify(state) }),
    );
    for (let i = 0; i < 100 && (await sfn.send(new DescribeExecutionCommand({ executionArn }))).status === "RUNNING"; i++)
      await new Promise((r) => setTimeout(r, 20));

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

  it("refuses the history of an execution it does not have", async () => {
    const missing = local.stateMachineArn.replace(":stateMachine:", ":execution:") + ":nope";
    await expect(sfn.send(new GetExecutionHistoryCommand({ executionArn: missing }))).rejects.toMatchObject({
      name: "ExecutionDoesNotExist",
    });
  });
});
