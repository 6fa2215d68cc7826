import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { App, Stack } from "aws-cdk-lib";
import { Function as LambdaFunction } from "aws-cdk-lib/aws-lambda";
import type { CfnStateMachine, StateMachine } from "aws-cdk-lib/aws-stepfunctions";
import type { Construct } from "constructs";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import { draftStateMachine } from "../aws/draft-workflow";
import { liveDraftClockStateMachine } from "../aws/live-draft-clock";
import { stepFunctionsLimits } from "../aws/function-limits";
import type { InFlight } from "./in-flight";

type StepHandler = (input: unknown) => Promise<unknown>;

const MAX_PAYLOAD = stepFunctionsLimits.maxPayloadBytes;
const sizeOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value ?? null));

/** An error the AWS JSON protocol answers 400 with its `__type`, as Step Functions does. */
const clientError = (type: string, message: string) => Object.assign(new Error(message), { awsType: type });

// aws-local-stepfunctions uses Promise.withResolvers (Node 22); the local host runs on Node 20.
const promiseStatics = Promise as unknown as { withResolvers?: () => unknown };
promiseStatics.withResolvers ??= function withResolvers<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

/**
 * A workflow's Amazon States Language, produced by the very CDK code the stack deploys: built in
 * a throw-away stack and resolved to plain JSON (CloudFormation joins and the partition
 * reference filled in, as CloudFormation would).
 */
function definitionOf(build: (scope: Construct, id: string, steps: IFunction) => StateMachine): Record<string, unknown> {
  const stack = new Stack(new App(), "LocalDraft", { env: { account: "000000000000", region: "local" } });
  const steps = LambdaFunction.fromFunctionArn(stack, "Steps", "arn:aws:lambda:local:000000000000:function:draft-steps");
  const machine = build(stack, "Machine", steps);
  const resolved = stack.resolve((machine.node.defaultChild as CfnStateMachine).definitionString);
  return JSON.parse(flatten(resolved));
}

export const draftDefinition = () => definitionOf(draftStateMachine);
const clockDefinition = () => definitionOf(liveDraftClockStateMachine);

function flatten(value: unknown): string {
  if (typeof value === "string") return value;
  const node = value as Record<string, unknown>;
  if (node["Fn::Join"]) {
    const [separator, parts] = node["Fn::Join"] as [string, unknown[]];
    return parts.map(flatten).join(separator);
  }
  if (node.Ref === "AWS::Partition") return "aws";
  throw new Error(`unexpected CloudFormation value in the draft definition: ${JSON.stringify(value)}`);
}

interface Execution {
  arn: string;
  name: string;
  input: string;
  status: "RUNNING" | "SUCCEEDED" | "FAILED";
  startDate: number;
  stopDate?: number;
  output?: string;
  error?: string;
  cause?: string;
  /** Set when a state passed the payload limit: a terminal error no Catch (not even States.ALL) handles. */
  dataLimit?: string;
  done: Promise<void>;
  history: HistoryEvent[];
}

/** An execution history event as GetExecutionHistory answers it (the state events and the execution's start and end). */
interface HistoryEvent {
  id: number;
  previousEventId: number;
  /** Epoch seconds, as the AWS JSON protocol sends timestamps. */
  timestamp: number;
  type: string;
  stateEnteredEventDetails?: { name: string };
  stateExitedEventDetails?: { name: string };
}

type RunnerEvent = { type: string; timestamp: number; state?: { name: string; type: string } };

/** The runner's event (epoch ms) in the history's terms (`TaskStateEntered`, …); undefined for events the bench and tools do not read. */
function historyEvent(event: RunnerEvent): Omit<HistoryEvent, "id" | "previousEventId"> | undefined {
  const timestamp = event.timestamp / 1000;
  if (event.type === "ExecutionStarted" || event.type === "ExecutionSucceeded" || event.type === "ExecutionFailed")
    return { timestamp, type: event.type };
  if (!event.state || (event.type !== "StateEntered" && event.type !== "StateExited")) return undefined;
  const entered = event.type === "StateEntered";
  const details = { name: event.state.name };
  return {
    timestamp,
    type: `${event.state.type}State${entered ? "Entered" : "Exited"}`,
    ...(entered ? { stateEnteredEventDetails: details } : { stateExitedEventDetails: details }),
  };
}

/**
 * The local Step Functions: answers the SDK's StartExecution, DescribeExecution and
 * GetExecutionHistory (AWS JSON 1.0; the history gives each state's timings) and runs the
 * definition with aws-local-stepfunctions, every Task state invoking the same step function the
 * deployed Lambda runs (in its worker, under its limits). Execution names are unique, as in AWS,
 * so starting the same name again returns the existing execution. A running execution counts as
 * work in flight from before StartExecution answers until it ends.
 */
export async function startLocalStepFunctions(handler: StepHandler, inFlight: InFlight) {
  const { StateMachine, ExecutionError } = await import("aws-local-stepfunctions");
  /**
   * `waits`: the live draft's clock spends its life in Wait states until a deadline. Waiting is
   * not work in flight (the host would never be quiet during a draft), and a stopping host
   * abandons such an execution; the clock's sweep job starts it again (functions/jobs/live-draft-clock.ts).
   */
  const machineOf = (name: string, definition: Record<string, unknown>, waits: boolean) => ({
    arn: `arn:aws:states:local:000000000000:stateMachine:${name}`,
    name,
    waits,
    machine: new StateMachine(definition as never, { validationOptions: { checkArn: false } }),
    taskStates: Object.entries(definition.States as Record<string, { Type: string }>)
      .filter(([, state]) => state.Type === "Task")
      .map(([state]) => state),
  });
  const machines = new Map(
    [machineOf("draft", draftDefinition(), false), machineOf("live-draft-clock", clockDefinition(), true)].map((m) => [m.arn, m]),
  );
  const [stateMachineArn, clockStateMachineArn] = [...machines.keys()];
  const executions = new Map<string, Execution>();
  const abandoned = new Set<() => void>();

  const start = async (machineArn: string, name: string, input: string): Promise<Execution> => {
    const machineDef = machines.get(machineArn);
    if (!machineDef) throw clientError("StateMachineDoesNotExist", `State Machine Does Not Exist: '${machineArn}'`);
    const { machine, taskStates } = machineDef;
    const arn = `arn:aws:states:local:000000000000:execution:${machineDef.name}:${name}`;
    const existing = executions.get(arn);
    if (existing) return existing;
    if (Buffer.byteLength(input) > MAX_PAYLOAD)
      throw clientError(
        "ValidationException",
        `Value at 'input' failed to satisfy constraint: Member must have length less than or equal to ${MAX_PAYLOAD}`,
      );
    const execution = {
      arn,
      name,
      input,
      status: "RUNNING",
      startDate: Date.now(),
      history: [] as HistoryEvent[],
    } as Execution;
    /**
     * Each Task's input and result are held to Step Functions' 256 KB: past it the execution fails
     * with States.DataLimitExceeded at once, which the definition's Catch (States.ALL) does not catch.
     */
    const task = (state: string) => async (i: unknown) => {
      const inputSize = sizeOf(i);
      if (inputSize > MAX_PAYLOAD)
        return overLimit(`The state/task '${state}' input with a size exceeding the maximum number of bytes service limit.`);
      const output = await handler(i);
      if (sizeOf(output) > MAX_PAYLOAD)
        return overLimit(`The state/task '${state}' returned a result with a size exceeding the maximum number of bytes service limit.`);
      return output as never;
    };
    const overLimit = (cause: string): Promise<never> => {
      execution.dataLimit = cause;
      run.abort();
      return new Promise<never>(() => undefined);
    };
    const run = machine.run(JSON.parse(input), {
      overrides: { taskResourceLocalHandlers: Object.fromEntries(taskStates.map((state) => [state, task(state)])) },
    });
    const record = async () => {
      for await (const event of run.eventLogs) {
        const entry = historyEvent(event as RunnerEvent);
        if (entry) execution.history.push({ ...entry, id: execution.history.length + 1, previousEventId: execution.history.length });
      }
    };
    // The history only informs (timings); the execution's outcome is the result's, below.
    void record().catch(() => undefined);
    if (machineDef.waits) abandoned.add(run.abort);
    const result = machineDef.waits
      ? run.result.finally(() => abandoned.delete(run.abort))
      : inFlight.track(`execution ${name}`, run.result);
    execution.done = result.then(
      (output) => {
        Object.assign(execution, { status: "SUCCEEDED", output: JSON.stringify(output), stopDate: Date.now() });
      },
      (error: unknown) => {
        if (execution.dataLimit) {
          Object.assign(execution, {
            status: "FAILED",
            error: "States.DataLimitExceeded",
            cause: execution.dataLimit,
            stopDate: Date.now(),
          });
          return;
        }
        const cause =
          error instanceof ExecutionError ? (error as unknown as { cause?: { name?: string; message?: string } }).cause : undefined;
        Object.assign(execution, {
          status: "FAILED",
          error: cause?.name ?? (error as Error).name,
          cause: cause?.message ?? (error as Error).message,
          stopDate: Date.now(),
        });
      },
    );
    executions.set(execution.arn, execution);
    return execution;
  };

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", async () => {
      const target = String(req.headers["x-amz-target"] ?? "");
      const input = body ? JSON.parse(body) : {};
      const reply = (status: number, payload: unknown) => {
        res.writeHead(status, { "content-type": "application/x-amz-json-1.0" });
        res.end(JSON.stringify(payload));
      };
      try {
        if (target === "AWSStepFunctions.StartExecution") {
          const execution = await start(input.stateMachineArn ?? stateMachineArn, input.name ?? randomUUID(), input.input ?? "{}");
          reply(200, { executionArn: execution.arn, startDate: execution.startDate / 1000 });
        } else if (target === "AWSStepFunctions.DescribeExecution") {
          const e = executions.get(input.executionArn);
          if (!e) return reply(400, { __type: "ExecutionDoesNotExist", message: input.executionArn });
          reply(200, {
            executionArn: e.arn,
            stateMachineArn: e.arn.replace(":execution:", ":stateMachine:").replace(/:[^:]*$/, ""),
            name: e.name,
            status: e.status,
            startDate: e.startDate / 1000,
            stopDate: e.stopDate ? e.stopDate / 1000 : undefined,
            input: e.input,
            output: e.output,
            error: e.error,
            cause: e.cause,
          });
        } else if (target === "AWSStepFunctions.GetExecutionHistory") {
          const e = executions.get(input.executionArn);
          if (!e) return reply(400, { __type: "ExecutionDoesNotExist", message: input.executionArn });
          reply(200, { events: input.reverseOrder ? [...e.history].reverse() : e.history });
        } else reply(400, { __type: "UnknownOperationException", message: target });
      } catch (error) {
        const awsType = (error as { awsType?: string }).awsType;
        if (awsType) return reply(400, { __type: awsType, message: (error as Error).message });
        reply(500, { __type: "InternalError", message: (error as Error).message });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stateMachineArn,
    clockStateMachineArn,
    close: async () => {
      for (const abort of abandoned) abort();
      await Promise.allSettled([...executions.values()].map((e) => e.done));
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
