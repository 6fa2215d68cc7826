import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from "@aws-sdk/client-sfn";

/**
 * Runs the draft workflow and waits for it. Executions are named, and Step Functions keeps a
 * name unique per state machine, so starting the same decision twice (a retry after a timeout)
 * reaches the one execution. Locally SFN_ENDPOINT points at the local host's runner.
 */
let client: SFNClient | undefined;
function sfn() {
  const endpoint = process.env.SFN_ENDPOINT;
  client ??= new SFNClient(endpoint ? { endpoint, region: "local", credentials: { accessKeyId: "local", secretAccessKey: "local" } } : {});
  return client;
}

export interface WorkflowResult {
  status: "SUCCEEDED" | "FAILED" | "TIMED_OUT" | "ABORTED" | "RUNNING";
  error?: string;
  cause?: string;
  output?: unknown;
}

export async function runWorkflow(name: string, input: unknown, waitMs = 25_000): Promise<WorkflowResult> {
  const started = await sfn().send(
    new StartExecutionCommand({ stateMachineArn: process.env.DRAFT_STATE_MACHINE_ARN, name, input: JSON.stringify(input) }),
  ).catch(async (error: { name?: string }) => {
    // The same name with the same input is idempotent in AWS; with another input it is refused.
    if (error.name !== "ExecutionAlreadyExists") throw error;
    const arn = process.env.DRAFT_STATE_MACHINE_ARN!.replace(":stateMachine:", ":execution:") + `:${name}`;
    return { executionArn: arn };
  });
  const deadline = Date.now() + waitMs;
  for (let delay = 50; ; delay = Math.min(delay * 2, 500)) {
    const described = await sfn().send(new DescribeExecutionCommand({ executionArn: started.executionArn }));
    if (described.status !== "RUNNING" || Date.now() > deadline) {
      return {
        status: (described.status ?? "RUNNING") as WorkflowResult["status"],
        error: described.error,
        cause: described.cause,
        output: described.output ? JSON.parse(described.output) : undefined,
      };
    }
    await new Promise((r) => setTimeout(r, delay));
  }
}
