import { randomUUID } from "node:crypto";
import { Worker } from "node:worker_threads";
import { lambdaPayloadLimits } from "../../functions/lib/payload-limits";
import type { FunctionDecl } from "../aws/function-limits";
import type { InFlight } from "./in-flight";
import type { InvokeMessage, ReplyMessage, WarmMessage, WorkerData } from "./lambda-worker";
import { localLogGroupName, type LocalLogGroups } from "./log-groups";
import { OUTPUT_MARK } from "./worker-output";

interface InvokeError {
  name: string;
  message: string;
  stack?: string;
}

/** What came of one invocation: the handler's JSON, its error, or the environment's end. */
export type InvokeOutcome =
  | { ok: true; json: string }
  /** `tooLarge`: the event was over Lambda's request limit, so the function never ran. */
  | { ok: false; reason: "error" | "timeout" | "crash" | "tooLarge"; error: InvokeError };

export interface InvokeOptions {
  requestId?: string;
  /** What the Errors tab names as the failed call (`GET /api/...`); the function's name otherwise. */
  label?: string;
}

interface Instance {
  worker: Worker;
  warmed?: () => void;
  current?: { id: number; started: () => void; settle: (outcome: InvokeOutcome) => void };
}

/** Concurrent environments per function before calls queue (a local machine, not Lambda's 1,000). */
const MAX_INSTANCES = 8;
/** Lambda gives a function's init (loading its code) 10 s of its own before the invocation's timeout starts. */
const INIT_LIMIT_MS = 10_000;

/**
 * The local Lambda service: every function in its own worker threads, one invocation per worker
 * at a time, with the function's timeout and memory (infra/aws/function-limits.ts). A run still
 * going at its timeout is stopped by terminating its worker; a worker that crashed or was stopped
 * is replaced on the next call; neither can touch the host or another function. The functions'
 * output goes to their local log groups, as Lambda sends it to CloudWatch Logs.
 */
export function createLambdaRuntime(options: {
  decls: readonly FunctionDecl[];
  bundles: Record<string, string>;
  workerBundle: string;
  logs: LocalLogGroups;
  env: () => Record<string, string | undefined>;
  /** Where ERROR lines are echoed (the terminal of `npm start`). */
  echo?: (line: string) => void;
  /** Counts an invocation's output still on its way to the log group after its result is in. */
  inFlight: InFlight;
}) {
  const pools = new Map(
    options.decls.map((decl) => [decl.name, { decl, idle: [] as Instance[], count: 0, waiting: [] as Array<(i: Instance) => void> }]),
  );
  const everyInstance = new Set<Instance>();
  let nextId = 1;
  let closed = false;

  const write = (decl: FunctionDecl, line: string) => {
    options.logs.append(localLogGroupName(decl.name), line);
    if (options.echo && (line.includes("\tERROR\t") || line.includes('"level":"ERROR"')))
      options.echo(`[${decl.name}] ${line.replace(/\r/g, "\n")}`);
  };

  const spawn = (pool: NonNullable<ReturnType<typeof pools.get>>): Instance => {
    const { decl } = pool;
    const workerData: WorkerData = {
      bundle: options.bundles[decl.name],
      functionName: decl.name,
      memoryMb: decl.limits.memoryMb,
      logGroupName: localLogGroupName(decl.name),
      maxResponseBytes: lambdaPayloadLimits.maxResponseBytes,
    };
    const worker = new Worker(options.workerBundle, {
      workerData,
      env: { ...options.env() },
      stdout: true,
      stderr: true,
      resourceLimits: { maxOldGenerationSizeMb: decl.limits.memoryMb },
    });
    const instance: Instance = { worker };
    everyInstance.add(instance);
    pool.count += 1;
    // The last invocation whose mark each stream has delivered, and the output still awaited.
    const marked = [0, 0];
    let draining: { id: number; end: () => void } | undefined;
    const drained = () => {
      const awaited = draining;
      if (awaited && marked.every((id) => id >= awaited.id)) {
        awaited.end();
        draining = undefined;
      }
    };
    for (const [index, stream] of [worker.stdout, worker.stderr].entries()) {
      let buffered = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => {
        const lines = (buffered + chunk).split("\n");
        buffered = lines.pop() ?? "";
        for (const line of lines) {
          if (line.startsWith(OUTPUT_MARK)) {
            marked[index] = Number(line.slice(OUTPUT_MARK.length));
            drained();
          } else if (line) write(decl, line);
        }
      });
    }
    let lastError: InvokeError | undefined;
    worker.on("message", (reply: ReplyMessage) => {
      if (reply.type === "warmed") return instance.warmed?.();
      const current = instance.current;
      if (!current || current.id !== reply.id) return;
      if (reply.type === "started") return current.started();
      instance.current = undefined;
      if (marked.some((id) => id < current.id)) {
        // Marks arrive in order, so the output still awaited of an earlier invocation ends with this one's.
        draining = { id: current.id, end: draining?.end ?? options.inFlight.begin(`output of ${decl.name}`) };
      }
      current.settle(reply.type === "result" ? { ok: true, json: reply.json } : { ok: false, reason: "error", error: reply.error });
      release(pool, instance);
    });
    worker.on("error", (error) => {
      lastError = { name: error.name, message: error.message, stack: error.stack };
    });
    worker.on("exit", (code) => {
      draining?.end();
      pool.count -= 1;
      everyInstance.delete(instance);
      pool.idle = pool.idle.filter((i) => i !== instance);
      const current = instance.current;
      instance.current = undefined;
      if (current) {
        const error = lastError ?? { name: "Runtime.ExitError", message: `Runtime exited with exit code ${code}` };
        write(
          decl,
          JSON.stringify({
            level: "ERROR",
            kind: "error",
            timestamp: new Date().toISOString(),
            id: "",
            type: "Runtime.ExitError",
            message: `${error.name}: ${error.message}`,
            endpoint: decl.name,
            stackTrace: error.stack ?? "",
          }),
        );
        current.settle({ ok: false, reason: "crash", error });
      }
      // A caller waiting for a free environment gets a fresh one in place of this one.
      const waiter = pool.waiting.shift();
      if (waiter && !closed) waiter(spawn(pool));
    });
    return instance;
  };

  const release = (pool: NonNullable<ReturnType<typeof pools.get>>, instance: Instance) => {
    const waiter = pool.waiting.shift();
    if (waiter) waiter(instance);
    else pool.idle.push(instance);
  };

  const acquire = (pool: NonNullable<ReturnType<typeof pools.get>>): Promise<Instance> => {
    const idle = pool.idle.pop();
    if (idle) return Promise.resolve(idle);
    if (pool.count < Math.min(MAX_INSTANCES, pool.decl.limits.concurrency ?? MAX_INSTANCES)) return Promise.resolve(spawn(pool));
    return new Promise((resolve) => pool.waiting.push(resolve));
  };

  const invoke = async (name: string, event: unknown, invokeOptions: InvokeOptions = {}): Promise<InvokeOutcome> => {
    const pool = pools.get(name);
    if (!pool) throw new Error(`No function named ${name}`);
    if (closed) return { ok: false, reason: "crash", error: { name: "Runtime.Stopped", message: "The local host is stopping" } };
    // Lambda refuses an event over its request limit before any environment sees it.
    if (Buffer.byteLength(JSON.stringify(event ?? null)) > lambdaPayloadLimits.maxRequestBytes) {
      const message = `Request must be smaller than ${lambdaPayloadLimits.maxRequestBytes} bytes for the InvokeFunction operation`;
      return { ok: false, reason: "tooLarge", error: { name: "RequestEntityTooLargeException", message } };
    }
    const instance = await acquire(pool);
    const requestId = invokeOptions.requestId ?? randomUUID();
    const timeoutMs = pool.decl.limits.timeoutSeconds * 1000;
    const id = nextId++;
    return new Promise<InvokeOutcome>((resolve) => {
      const stop = (phase: "init" | "invoke") => {
        if (instance.current?.id !== id) return;
        instance.current = undefined;
        const message =
          phase === "init"
            ? `Init timed out after ${(INIT_LIMIT_MS / 1000).toFixed(2)} seconds`
            : `Task timed out after ${pool.decl.limits.timeoutSeconds.toFixed(2)} seconds`;
        // Lambda writes a plain "Task timed out" line (the reader knows it); here one ERROR line names the call too.
        write(
          pool.decl,
          JSON.stringify({
            level: "ERROR",
            kind: "error",
            timestamp: new Date().toISOString(),
            id: requestId,
            type: "Sandbox.Timedout",
            message,
            endpoint: invokeOptions.label ?? name,
            stackTrace: "",
          }),
        );
        void instance.worker.terminate();
        resolve({ ok: false, reason: "timeout", error: { name: "Sandbox.Timedout", message } });
      };
      let timer = setTimeout(() => stop("init"), INIT_LIMIT_MS);
      instance.current = {
        id,
        started: () => {
          clearTimeout(timer);
          timer = setTimeout(() => stop("invoke"), timeoutMs);
        },
        settle: (outcome) => {
          clearTimeout(timer);
          resolve(outcome);
        },
      };
      const message: InvokeMessage = { type: "invoke", id, requestId, timeoutMs, event };
      instance.worker.postMessage(message);
    });
  };

  return {
    invoke,
    /**
     * Starts one environment of each named function and loads its bundle, one function at a
     * time so that warming never takes more than one core, and the first calls after start do
     * not each pay a cold start (Lambda's provisioned concurrency of one).
     */
    async warm(names: readonly string[]) {
      for (const name of names) {
        const pool = pools.get(name);
        if (!pool || closed || pool.count > 0) continue;
        const instance = spawn(pool);
        const loaded = new Promise<void>((resolve) => {
          instance.warmed = resolve;
          instance.worker.once("exit", () => resolve());
        });
        instance.worker.postMessage({ type: "warm" } satisfies WarmMessage);
        release(pool, instance);
        await loaded;
      }
    },
    /** For callers that treat a failure as a thrown error (Step Functions tasks, rule targets, jobs). */
    async invokeOrThrow(name: string, event: unknown, invokeOptions?: InvokeOptions): Promise<unknown> {
      const outcome = await invoke(name, event, invokeOptions);
      if (outcome.ok) return JSON.parse(outcome.json);
      throw Object.assign(new Error(outcome.error.message), { name: outcome.error.name, stack: outcome.error.stack });
    },
    /** Stops every environment; calls still running end as crashes. */
    async close() {
      closed = true;
      for (const pool of pools.values()) pool.idle = [];
      await Promise.all([...everyInstance].map((i) => i.worker.terminate()));
    },
  };
}

export type LambdaRuntime = ReturnType<typeof createLambdaRuntime>;
