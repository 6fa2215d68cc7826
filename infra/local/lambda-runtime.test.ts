/**
 * The local Lambda runtime behind a real API Gateway adapter: a run past its timeout is stopped
 * and answered 503 as API Gateway answers, a thrown error or a crash answers 500, none of it
 * disturbs another function or the next call, module state lives per environment, the budget
 * is real, Lambda's 6 MB payload limits and the gateway's payload limits and integration timeout hold,
 * and an invocation's output counts as in flight until all of it has reached its log group.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteDef } from "../../functions/routes";
import { lambdaPayloadLimits } from "../../functions/lib/payload-limits";
import type { FunctionDecl } from "../aws/function-limits";
import { createApiGatewayAdapter } from "./api-gateway-adapter";
import { localBundles, WORKER_BUNDLE } from "./function-bundles";
import { createInFlight } from "./in-flight";
import { createLambdaRuntime, type LambdaRuntime } from "./lambda-runtime";
import { localLogGroupName, localLogGroups } from "./log-groups";

const entry = "infra/local/fixtures/misbehaving-function.ts";
const decls: FunctionDecl[] = [
  { name: "api-fixture", kind: "api", entry, limits: { timeoutSeconds: 2, memoryMb: 128 } },
  { name: "api-neighbour", kind: "api", entry, limits: { timeoutSeconds: 2, memoryMb: 128 } },
];
const routes = ["runaway", "slow", "throw", "crash", "huge", "sized", "seven", "chatty", "ok"].map(
  (name): RouteDef => ({ group: "fixture", name, method: "GET", path: `/api/${name}` }) as unknown as RouteDef,
);
routes.push({ group: "neighbour", name: "ok", method: "GET", path: "/api/neighbour" } as unknown as RouteDef);
routes.push({ group: "fixture", name: "upload", method: "POST", path: "/api/upload" } as unknown as RouteDef);

const dir = mkdtempSync(join(tmpdir(), "treble-runtime-"));
const logs = localLogGroups(dir);
const inFlight = createInFlight();
let runtime: LambdaRuntime;
let server: http.Server;
let base: string;
let impatient: http.Server;
let impatientBase: string;

beforeAll(async () => {
  const bundles = await localBundles(decls, join(dir, "bundles"));
  runtime = createLambdaRuntime({ decls, bundles, workerBundle: bundles[WORKER_BUNDLE], logs, env: () => process.env, inFlight });
  const api = createApiGatewayAdapter(routes, (group, event, label) =>
    runtime.invoke(`api-${group}`, event, { requestId: event.requestContext.requestId, label }),
  );
  server = http.createServer((req, res) => void api(req, res));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A gateway whose integration timeout is shorter than the function's, as API Gateway's 30 s is for a longer function.
  const shortGateway = createApiGatewayAdapter(routes, (group, event) => runtime.invoke(`api-${group}`, event), {
    integrationTimeoutMs: 500,
  });
  impatient = http.createServer((req, res) => void shortGateway(req, res));
  await new Promise<void>((r) => impatient.listen(0, "127.0.0.1", r));
  impatientBase = `http://127.0.0.1:${(impatient.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await runtime?.close();
  server?.close();
  impatient?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: await response.text() };
};

describe("the local Lambda runtime", () => {
  it("stops a runaway invocation at its timeout, answers 503 as API Gateway does, logs it, and keeps serving", async () => {
    const started = Date.now();
    const [runaway, neighbour] = await Promise.all([get("/api/runaway"), get("/api/neighbour")]);
    expect(runaway).toEqual({ status: 503, body: '{"message":"Service Unavailable"}' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(Date.now() - started).toBeLessThan(8000);
    // Another function, busy at the same time, was not disturbed.
    expect(neighbour.status).toBe(200);
    // A fresh environment replaces the stopped one.
    expect((await get("/api/ok")).status).toBe(200);
    const lines = logs.read(localLogGroupName("api-fixture")).map((e) => e.message);
    expect(
      lines.some((l) => /Task timed out after 2\.00 seconds/.test(l) && l.includes('"level":"ERROR"') && l.includes("GET /api/runaway")),
    ).toBe(true);
  });

  it("stops an awaiting invocation too", async () => {
    expect((await get("/api/slow")).status).toBe(503);
  });

  it("answers a thrown error or a crashed environment with 500 and replaces the environment", async () => {
    expect(await get("/api/throw")).toEqual({ status: 500, body: '{"message":"Internal Server Error"}' });
    expect(await get("/api/crash")).toEqual({ status: 500, body: '{"message":"Internal Server Error"}' });
    expect((await get("/api/neighbour")).status).toBe(200);
    expect((await get("/api/ok")).status).toBe(200);
    // The functions' output reaches the host's log groups asynchronously, as in CloudWatch.
    const lines = () => logs.read(localLogGroupName("api-fixture")).map((e) => e.message);
    await expect.poll(() => lines().some((l) => l.includes("\tERROR\tInvoke Error") && l.includes("thrown on purpose"))).toBe(true);
    expect(lines().some((l) => l.includes("Runtime.ExitError") && l.includes("crashed on purpose"))).toBe(true);
  });

  it("gives the handler its real remaining budget and keeps module state per environment", async () => {
    const first = JSON.parse((await get("/api/ok")).body);
    expect(first.remainingMs).toBeGreaterThan(1000);
    expect(first.remainingMs).toBeLessThanOrEqual(2000);
    const second = JSON.parse((await get("/api/ok")).body);
    // The same warm environment answers again, its module state carried over.
    expect(second.invocations).toBeGreaterThan(first.invocations);
  });

  it("refuses a response or a request over API Gateway's payload limit", async () => {
    expect((await get("/api/huge")).status).toBe(500);
    const upload = await fetch(`${base}/api/upload`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "x".repeat(11 * 1024 * 1024),
    });
    expect(upload.status).toBe(413);
  });

  it("fails a result over Lambda's 6 MB response limit as Lambda does, measured on the serialised proxy result", async () => {
    // `{"statusCode":200,"body":"…"}`: 28 bytes around the body.
    const fits = lambdaPayloadLimits.maxResponseBytes - 28;
    const atLimit = await fetch(`${base}/api/sized?bytes=${fits}`);
    expect(atLimit.status).toBe(200);
    expect((await atLimit.arrayBuffer()).byteLength).toBe(fits);
    // One byte more is a Lambda error, which API Gateway answers 500, though it is far under the gateway's 10 MB.
    expect(await get(`/api/sized?bytes=${fits + 1}`)).toEqual({ status: 500, body: '{"message":"Internal Server Error"}' });
    const lines = () => logs.read(localLogGroupName("api-fixture")).map((e) => e.message);
    await expect
      .poll(() =>
        lines().some(
          (l) =>
            l.includes("\tERROR\tInvoke Error") &&
            l.includes('"errorType":"Function.ResponseSizeTooLarge"') &&
            l.includes(`maximum allowed payload size (${lambdaPayloadLimits.maxResponseBytes} bytes)`),
        ),
      )
      .toBe(true);
    // The environment was not harmed.
    expect((await get("/api/ok")).status).toBe(200);
  });

  it.each(["identity", "gzip", "br", "gzip, deflate, br, zstd"])(
    "fails a function's 7 MB answer that compression cannot bring under 6 MB, for a client that accepts %s",
    async (acceptEncoding) => {
      const tooLarge = () =>
        logs.read(localLogGroupName("api-fixture")).filter((e) => e.message.includes('"errorType":"Function.ResponseSizeTooLarge"')).length;
      const before = tooLarge();
      const response = await fetch(`${base}/api/seven?kind=random`, { headers: { "accept-encoding": acceptEncoding } });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: "Internal Server Error" });
      // Lambda's own refusal, not the function failing some other way.
      await expect.poll(tooLarge).toBe(before + 1);
    },
  );

  it("measures a compressed answer after the function compressed it, as Lambda does: 7 MB of JSON that br makes small fits", async () => {
    const compressed = await fetch(`${base}/api/seven?kind=repetitive`, { headers: { "accept-encoding": "br" } });
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get("content-encoding")).toBe("br");
    // fetch decodes br: the whole 7 MB arrived.
    expect(((await compressed.json()) as { text: string }).text).toHaveLength(7 * 1024 * 1024);
    // The same answer to a client that accepts no compression is over the limit.
    const plain = await fetch(`${base}/api/seven?kind=repetitive`, { headers: { "accept-encoding": "identity" } });
    expect(plain.status).toBe(500);
  });

  it("refuses an event over Lambda's 6 MB request limit before the function runs, though the gateway took the body", async () => {
    const before = JSON.parse((await get("/api/ok")).body).invocations;
    const upload = await fetch(`${base}/api/upload`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify("x".repeat(7 * 1024 * 1024)),
    });
    expect(upload.status).toBe(413);
    expect(await upload.json()).toEqual({ message: "Request Entity Too Large" });
    // The same environment answers next, one invocation later: the upload never reached it.
    expect(JSON.parse((await get("/api/ok")).body).invocations).toBe(before + 1);
  });

  it("answers 503 at the gateway's integration timeout even while the function could run on", async () => {
    const started = Date.now();
    const response = await fetch(`${impatientBase}/api/slow`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: "Service Unavailable" });
    expect(Date.now() - started).toBeLessThan(1900);
  });

  it("counts an invocation's output as in flight until every line has reached its log group", async () => {
    const response = await fetch(`${base}/api/chatty?lines=50000`);
    expect(response.status).toBe(200);
    const requestId = response.headers.get("apigw-requestid")!;
    expect((await inFlight.quiet(5_000)).quiet).toBe(true);
    // Read once, no polling. So many lines trail the result (it travels on another channel): without
    // the count, most are still on their way here when the result is in.
    const mine = logs.read(localLogGroupName("api-fixture")).filter((e) => e.message.includes(`\t${requestId}\t`));
    expect(mine).toHaveLength(50000);
    expect(mine.some((e) => e.message.includes("\u0000"))).toBe(false);
  });
});
