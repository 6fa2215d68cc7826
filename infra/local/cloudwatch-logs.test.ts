/**
 * The creator's log reader against the local CloudWatch Logs (FilterLogEvents over HTTP, with the
 * real @aws-sdk/client-cloudwatch-logs): every page of every group over the chosen window,
 * newest first, paged with the reader's cursor, API lines and every kind of error line.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CloudWatchLogsClient, FilterLogEventsCommand } from "@aws-sdk/client-cloudwatch-logs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloudWatchLogReader, decodeCursor } from "../../functions/lib/log-reader";
import { startLocalCloudWatchLogs } from "./cloudwatch-logs";
import { localLogGroups } from "./log-groups";

const dir = mkdtempSync(join(tmpdir(), "treble-logs-"));
const logs = localLogGroups(dir);
const groups = ["/treble/api-leagues", "/treble/api-picks", "/treble/job-refresh-goals"];
const t0 = Date.parse("2026-11-20T00:00:00Z");
let server: Awaited<ReturnType<typeof startLocalCloudWatchLogs>>;
let client: CloudWatchLogsClient;
let calls = 0;

const apiLine = (i: number) =>
  JSON.stringify({
    level: "INFO",
    message: `GET /api/x/${i} 200`,
    timestamp: new Date(t0 + i * 1000).toISOString(),
    service: "treble",
    kind: "api",
    id: `req-${i}`,
    method: "GET",
    endpoint: `/api/x/${i}`,
    route: "GET /api/x/{id}",
    action: "x",
    userId: "u1",
    username: "a@b.c",
    startedAt: new Date(t0 + i * 1000 - 5).toISOString(),
    status: 200,
    durationMs: 5,
    responseSize: 10,
  });

beforeAll(async () => {
  // 120 API calls spread over three groups, one every second, with noise between them.
  for (let i = 0; i < 120; i++) {
    logs.append(groups[i % 3], apiLine(i), t0 + i * 1000);
    logs.append(groups[i % 3], JSON.stringify({ level: "INFO", message: "something else", timestamp: "x" }), t0 + i * 1000 + 1);
  }
  logs.append(
    groups[0],
    JSON.stringify({
      level: "ERROR",
      message: "boom",
      kind: "error",
      id: "req-e1",
      type: "TypeError",
      endpoint: "GET /api/leagues",
      stackTrace: "TypeError: boom\n    at x",
    }),
    t0 + 500_000,
  );
  logs.append(groups[2], `2026-11-20T00:08:40.000Z req-e2 Task timed out after 120.00 seconds`, t0 + 520_000);
  logs.append(
    groups[1],
    `2026-11-20T00:09:00.000Z\treq-e3\tERROR\tInvoke Error \t${JSON.stringify({ errorType: "Error", errorMessage: "rule failed", stack: ["Error: rule failed", "    at y"] })}`,
    t0 + 540_000,
  );
  logs.append(groups[1], `2026-11-20T00:09:10.000Z\treq-e4\tERROR\tplain console.error\ron two lines`, t0 + 550_000);
  // Small pages, so that reading a group takes many FilterLogEvents calls.
  server = await startLocalCloudWatchLogs(logs, groups, { pageEvents: 7 });
  client = new CloudWatchLogsClient({
    endpoint: server.endpoint,
    region: "local",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
  client.middlewareStack.add((next) => (args) => ((calls += 1), next(args)), { step: "initialize" });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the log reader against FilterLogEvents", () => {
  it("reads every page of every group, newest first, and pages with its cursor", async () => {
    const reader = cloudWatchLogReader(groups, client);
    const window = { from: t0, to: t0 + 200_000, offset: 0 };
    const seen: string[] = [];
    let cursor: string | null = null;
    calls = 0;
    do {
      const page: Awaited<ReturnType<typeof reader.page<"api">>> = await reader.page("api", cursor ? decodeCursor(cursor)! : window, 25);
      expect(page.entries.length).toBeLessThanOrEqual(25);
      seen.push(...page.entries.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => `req-${119 - i}`));
    // 5 pages × 3 groups × (40 lines ÷ 7 per page, rounded up) calls: the reader followed nextToken.
    expect(calls).toBeGreaterThanOrEqual(5 * 3 * 6);
    const first = await reader.page("api", window, 1);
    expect(first.entries[0]).toMatchObject({ id: "req-119", route: "GET /api/x/{id}", userId: "u1", status: 200, durationMs: 5 });
    expect(first.entries[0].timestamp).toBe(new Date(t0 + 119_000 - 5).toISOString());
  });

  it("keeps to the window", async () => {
    const page = await cloudWatchLogReader(groups, client).page("api", { from: t0 + 10_000, to: t0 + 19_000, offset: 0 }, 200);
    expect(page.entries.map((e) => e.id)).toEqual(Array.from({ length: 10 }, (_, i) => `req-${19 - i}`));
    expect(page.nextCursor).toBeNull();
  });

  it("finds every kind of error line: ours, the runtime's timeout, a failed invocation, console.error", async () => {
    const page = await cloudWatchLogReader(groups, client).page("error", { from: t0, to: t0 + 600_000, offset: 0 }, 50);
    expect(page.entries.map((e) => [e.id, e.type, e.message, e.endpoint])).toEqual([
      ["req-e4", "Error", "plain console.error", "api-picks"],
      ["req-e3", "Error", "rule failed", "api-picks"],
      ["req-e2", "Sandbox.Timedout", "Task timed out after 120.00 seconds", "job-refresh-goals"],
      ["req-e1", "TypeError", "boom", "GET /api/leagues"],
    ]);
    expect(page.entries[1].stackTrace).toBe("Error: rule failed\n    at y");
    expect(page.entries[0].stackTrace).toBe("plain console.error\non two lines");
  });

  it("answers as CloudWatch Logs does for an unknown group and a forged token", async () => {
    await expect(client.send(new FilterLogEventsCommand({ logGroupName: "/nope" }))).rejects.toMatchObject({
      name: "ResourceNotFoundException",
    });
    await expect(client.send(new FilterLogEventsCommand({ logGroupName: groups[0], nextToken: "garbage" }))).rejects.toMatchObject({
      name: "InvalidParameterException",
    });
  });
});

describe("the local log groups", () => {
  it("keep a month, as the stack's groups do", () => {
    const scratchDir = mkdtempSync(join(tmpdir(), "treble-retention-"));
    const scratch = localLogGroups(scratchDir);
    scratch.append("/treble/api-x", "old", Date.now() - 40 * 86_400_000);
    scratch.append("/treble/api-x", "new");
    scratch.expire();
    expect(scratch.read("/treble/api-x").map((e) => e.message)).toEqual(["new"]);
    rmSync(scratchDir, { recursive: true, force: true });
  });
});
