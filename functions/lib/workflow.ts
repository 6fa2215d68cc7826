import { awsCall } from "./aws-call";
import { config } from "./config";

/**
 * Starts the draft workflow and reads how it is doing; nothing here waits for it, because an API
 * function (10 s) must never outlive its caller's patience or its own timeout while a workflow
 * runs. Executions are named, and Step Functions keeps a name unique per state machine, so
 * starting the same decision twice (a double click, a retry) reaches the one execution.
 * Locally SFN_ENDPOINT points at the local host's runner. The two calls go through aws-call.ts.
 */
let call: ReturnType<typeof awsCall> | undefined;
function sfn(operation: "StartExecution" | "DescribeExecution", body: object) {
  call ??= awsCall("states", config.sfnEndpoint, (region) => `states.${region}.amazonaws.com`);
  return call({ path: "/", contentType: "application/x-amz-json-1.0", target: `AWSStepFunctions.${operation}`, body });
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
export async function startWorkflow(name: string, input: unknown): Promise<void> {
  await sfn("StartExecution", { stateMachineArn: config.draftStateMachineArn, name, input: JSON.stringify(input) }).catch(
    (error: { name?: string }) => {
      // The same name with the same input is idempotent in AWS; with another input (a second
      // admin's click) it is refused, and that execution is the one we wanted anyway.
      if (error.name !== "ExecutionAlreadyExists") throw error;
    },
  );
}

/** One look at the named execution; undefined when no such execution exists. */
export async function describeWorkflow(name: string): Promise<WorkflowState | undefined> {
  try {
    const described = (await sfn("DescribeExecution", { executionArn: executionArn(name) })) as {
      status?: string;
      input?: string;
      error?: string;
      cause?: string;
    };
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
