// The draft workflow's failure branch, run from the stack's own definition: a step that throws leads to RecordFailure, which marks the run failed in the table and counts it.
import { randomUUID } from "node:crypto";
import { Metrics } from "@aws-lambda-powertools/metrics";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import type { DraftStepEvent, DraftWorkflowState } from "../../functions/draft/workflow-state";
import { useMetricsSink } from "../../functions/lib/metrics";
import { draftDefinition } from "../local/step-functions";

/** The real step handler and run store, on the test host's table (imported once the endpoint is set). */
async function realSteps() {
  process.env.DYNAMODB_ENDPOINT = inject("dynamoEndpoint");
  process.env.TABLE_NAME = "treble";
  const [{ handler }, { getRun }] = await Promise.all([
    import("../../functions/workflow/steps"),
    import("../../functions/data/stores/draft-store"),
  ]);
  return { handler, getRun };
}

/** Runs the definition CDK synthesizes with aws-local-stepfunctions, as the local host does, every Task state on `handler`; notes the steps visited. */
async function runDefinition(input: DraftWorkflowState, handler: (event: DraftStepEvent) => Promise<unknown>) {
  const visited: string[] = [];
  const { StateMachine } = await import("aws-local-stepfunctions");
  const definition = draftDefinition();
  const machine = new StateMachine(definition as never, { validationOptions: { checkArn: false } });
  const tasks = Object.entries(definition.States as Record<string, { Type: string }>).filter(([, s]) => s.Type === "Task");
  const run = machine.run(input as never, {
    overrides: {
      taskResourceLocalHandlers: Object.fromEntries(
        tasks.map(([name]) => [
          name,
          (event: unknown) => {
            visited.push((event as DraftStepEvent).step);
            return handler(event as DraftStepEvent) as never;
          },
        ]),
      ),
    },
  });
  const result = await run.result.then(
    (output) => ({ status: "SUCCEEDED" as const, output, error: undefined }),
    (error: { cause?: { name?: string } }) => ({ status: "FAILED" as const, output: undefined, error: error.cause?.name }),
  );
  return { result, visited };
}

afterEach(() => {
  useMetricsSink(undefined);
  vi.restoreAllMocks();
});

/** A simulation of a league no one made, started by `actor`. */
const simulation = (seed: string, actor: DraftWorkflowState["actor"]): DraftWorkflowState => ({
  leagueId: `league-${randomUUID()}`,
  runId: randomUUID(),
  mode: "simulate",
  executionType: "simulation",
  seed,
  actor,
});

describe("draft workflow failure branch", () => {
  it("records the run as failed, with the step's error, when a step throws after the run started", async () => {
    const { handler, getRun } = await realSteps();
    useMetricsSink(new Metrics({ namespace: "Treble", serviceName: "treble" }));
    const emitted: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => (emitted.push(String(chunk)), true));
    const state = simulation("failure-branch", { userId: "user-ann", username: "Ann" });
    const { result, visited } = await runDefinition(state, async (event) => {
      if (event.step === "draft") throw new Error("the draft engine crashed");
      return handler(event);
    });

    expect(result).toMatchObject({ status: "FAILED", error: "DraftFailed" });
    expect(visited).toEqual(["gather", "draft", "recordFailure"]);
    const run = await getRun(state.leagueId, state.runId);
    expect(run).toMatchObject({ status: "failed", error: "Error: the draft engine crashed", executedByUsername: "Ann" });
    expect(Date.parse(run!.finishedAt!)).not.toBeNaN();
    const counted = emitted.filter((line) => line.includes('"DraftsRun"')).map((line) => JSON.parse(line));
    expect(counted).toEqual([expect.objectContaining({ DraftsRun: 1, mode: "simulate", outcome: "failed" })]);
  });

  it("takes the same branch on a real step failure: the league vanished before its simulation was saved", async () => {
    const { handler, getRun } = await realSteps();
    const state = simulation("no-league", { userId: "user-bob", username: "Bob" });
    const { result, visited } = await runDefinition(state, handler);
    expect(result).toMatchObject({ status: "FAILED", error: "DraftFailed" });
    expect(visited).toEqual(["gather", "draft", "saveSimulation", "recordFailure"]);
    const run = await getRun(state.leagueId, state.runId);
    expect(run?.status).toBe("failed");
    expect(run?.error).toMatch(/^\w+: .+/);
  });
});
