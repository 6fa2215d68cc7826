import { must } from "../../shared/must";
import { pathToFileURL } from "node:url";
import { format } from "node:util";
import { parentPort, workerData } from "node:worker_threads";
import { OUTPUT_MARK } from "./worker-output";

/**
 * One Lambda execution environment: a worker thread that loads one function's bundle once
 * (module state lives as long as the worker, as in a warm Lambda) and runs one invocation at a
 * time. The host stops it when an invocation outlives its timeout and replaces it after a crash.
 */
export interface WorkerData {
  bundle: string;
  functionName: string;
  memoryMb: number;
  logGroupName: string;
  /** Lambda's limit on the handler's serialised result (infra/aws/function-limits.ts). */
  maxResponseBytes: number;
}

/** Load the bundle now, before the first invocation (the host warms its API functions at start). */
export interface WarmMessage {
  type: "warm";
}

export interface InvokeMessage {
  type: "invoke";
  id: number;
  requestId: string;
  timeoutMs: number;
  event: unknown;
}

/** The handler starts once the bundle is loaded: Lambda times the init phase apart from the invocation. */
export type ReplyMessage =
  | { type: "warmed" }
  | { type: "started"; id: number }
  | { type: "result"; id: number; json: string }
  | { type: "error"; id: number; error: { name: string; message: string; stack?: string } };

const data = workerData as WorkerData;
const port = must(parentPort, "the worker's parent port");
// As in Lambda, stack traces are mapped to the TypeScript only when the function's environment asks.
if (process.env.NODE_OPTIONS?.includes("--enable-source-maps")) process.setSourceMapsEnabled(true);

let requestId = "";
/**
 * Like the Node.js Lambda runtime: console output becomes one log event per call, stamped with
 * the time, the request id and the level (newlines kept inside the event as carriage returns).
 */
for (const [method, level] of [
  ["log", "INFO"],
  ["info", "INFO"],
  ["debug", "DEBUG"],
  ["warn", "WARN"],
  ["error", "ERROR"],
  ["trace", "TRACE"],
] as const) {
  console[method] = (...args: unknown[]) => {
    process.stdout.write(`${new Date().toISOString()}\t${requestId}\t${level}\t${format(...args).replace(/\n/g, "\r")}\n`);
  };
}

let handler: Promise<(event: unknown, context: unknown) => Promise<unknown>> | undefined;
/** Loaded on the first invocation; a failed load is retried by the next one, as Lambda re-runs a failed init. */
const load = () =>
  (handler ??= import(pathToFileURL(data.bundle).href).then(
    (m) => m.handler,
    (error) => {
      handler = undefined;
      throw error;
    },
  ));

port.on("message", async (message: InvokeMessage | WarmMessage) => {
  if (message.type === "warm") {
    // A failed load is reported by the first invocation, as Lambda reports a failed init.
    await load().catch(() => undefined);
    port.postMessage({ type: "warmed" } satisfies ReplyMessage);
    return;
  }
  requestId = message.requestId;
  let deadline = Number.POSITIVE_INFINITY;
  const context = {
    awsRequestId: message.requestId,
    functionName: data.functionName,
    functionVersion: "$LATEST",
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${data.functionName}`,
    memoryLimitInMB: String(data.memoryMb),
    logGroupName: data.logGroupName,
    logStreamName: "local",
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  };
  let reply: ReplyMessage;
  try {
    const handle = await load();
    deadline = Date.now() + message.timeoutMs;
    port.postMessage({ type: "started", id: message.id } satisfies ReplyMessage);
    const value = await handle(message.event, context);
    // Lambda returns the handler's value serialised as JSON, and refuses one over its payload limit.
    const json = JSON.stringify(value ?? null);
    if (Buffer.byteLength(json) > data.maxResponseBytes) throw responseTooLarge(data.maxResponseBytes);
    reply = { type: "result", id: message.id, json };
  } catch (caught) {
    const error = caught instanceof Error ? caught : new Error(String(caught));
    const payload = { errorType: error.name, errorMessage: error.message, stack: (error.stack ?? "").split("\n") };
    console.error(`Invoke Error \t${JSON.stringify(payload)}`);
    reply = { type: "error", id: message.id, error: { name: error.name, message: error.message, stack: error.stack } };
  }
  // On a line of its own even after output that did not end its line (the host skips empty lines).
  process.stdout.write(`\n${OUTPUT_MARK}${message.id}\n`);
  process.stderr.write(`\n${OUTPUT_MARK}${message.id}\n`);
  port.postMessage(reply);
});

/** Lambda's own error for a result past its limit: the invocation fails although the handler returned. */
function responseTooLarge(limit: number) {
  return Object.assign(new Error(`Response payload size exceeded maximum allowed payload size (${limit} bytes).`), {
    name: "Function.ResponseSizeTooLarge",
  });
}
