// The SDK's client signs, retries and types AWS errors (kept: tests/tooling/required-libraries.test.ts).
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from "@aws-sdk/client-sfn";
import { awsClientOptions, config } from "../config";

/**
 * Starts the draft workflow and reads how it is doing; nothing here waits for it, because an API
 * function (10 s) must never outlive its caller's patience or its own timeout while a workflow
 * runs. Executions are named, and Step Functions keeps a name unique per state machine, so
 * starting the same decision twice (a double click, a retry) reaches the one execution.
 * Locally SFN_ENDPOINT points at the local host's runner.
 */
let client: SFNClient | undefined;
function sfn() {
  client ??= new SFNClient(awsClientOptions(config.sfnEndpoint));
  return client;
}

type WorkflowStatus = "RUNNING" | "SUCCEEDED" | "FAILED" | "TIMED_OUT" | "ABORTED" | "PENDING_REDRIVE";

export interface WorkflowState {
  status: WorkflowStatus;
  input: unknown;
  error?: string;
  cause?: string;
}

const executionArn = (name: string) => config.draftStateMachineArn.replace(":stateMachine:", ":execution:") + `:${name}`;

/** Starts the named execution, or finds it already started: the same name is the same decision. */
export async function startWorkflow(name: string, input: unknown, stateMachineArn = config.draftStateMachineArn): Promise<void> {
  await sfn()
    .send(new StartExecutionCommand({ stateMachineArn, name, input: JSON.stringify(input) }))
    .catch((error: { name?: string }) => {
      // The same name with the same input is idempotent in AWS; with another input (a second
      // admin's click) it is refused, and that execution is the one we wanted anyway.
      if (error.name !== "ExecutionAlreadyExists") throw error;
    });
}

/** One look at the named execution; undefined when no such execution exists. */
export async function describeWorkflow(name: string): Promise<WorkflowState | undefined> {
  try {
    const described = await sfn().send(new DescribeExecutionCommand({ executionArn: executionArn(name) }));
    return {
      status: (described.status ?? "RUNNING") as WorkflowStatus,
      input: described.input ? JSON.parse(described.input) : undefined,
      error: described.error,
      cause: described.cause,
    };
  } catch (error) {
    if ((error as { name?: string }).name === "ExecutionDoesNotExist") return undefined;
    throw error;
  }
}

/**
 * Starts a live draft's pick clock (infra/aws/live-draft-clock.ts) for one version of the draft:
 * the same version is the same loop, so a retried call or the sweep starts no second one.
 */
export async function startLiveClock(draft: { leagueId: string; draftId: string; version: number }, at: number): Promise<void> {
  const input = { leagueId: draft.leagueId, draftId: draft.draftId, at: new Date(at).toISOString() };
  await startWorkflow(`live-${draft.draftId}-v${draft.version}`, input, config.liveDraftClockArn);
}
