/** A publish that EventBridge refuses or cannot take is an ERROR line through the logger (the Errors tab), never a failed call. */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DomainEvent } from "../../events/catalog";

let answer: (res: http.ServerResponse) => void;
const server = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => answer(res));
});

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  process.env.EVENTBRIDGE_ENDPOINT = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const event: DomainEvent = {
  actionType: "LEAGUE_RENAMED",
  detail: {
    leagueId: "L1",
    actor: { username: "a@b.c" },
    details: "Renamed",
    severity: "info",
    category: "user_action",
    occurredAt: new Date().toISOString(),
  } as DomainEvent["detail"],
};

async function errorLinesOf(work: () => Promise<void>): Promise<Array<Record<string, unknown>>> {
  const written: string[] = [];
  // Powertools writes ERROR lines to stderr, the rest to stdout; Lambda sends both to the log group.
  const spies = [process.stdout, process.stderr].map((stream) =>
    vi.spyOn(stream, "write").mockImplementation((chunk: string | Uint8Array) => (written.push(String(chunk)), true)),
  );
  try {
    await work();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return written
    .flatMap((w) => w.split("\n"))
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l))
    .filter((l) => l.level === "ERROR");
}

describe("publish", () => {
  it("logs entries EventBridge did not accept as an error", async () => {
    answer = (res) => {
      res.writeHead(200, { "content-type": "application/x-amz-json-1.1" });
      res.end(JSON.stringify({ FailedEntryCount: 1, Entries: [{ ErrorCode: "InternalFailure", ErrorMessage: "try later" }] }));
    };
    const { publish } = await import("./event-bus");
    const lines = await errorLinesOf(() => publish(event));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ kind: "error", type: "PublishFailed", endpoint: "publish LEAGUE_RENAMED" });
    expect(lines[0].message).toContain("InternalFailure try later");
  });

  it("logs a bus that answers with an error, and does not throw", async () => {
    answer = (res) => {
      res.writeHead(400, { "content-type": "application/x-amz-json-1.1" });
      res.end(JSON.stringify({ __type: "AccessDeniedException", message: "not allowed" }));
    };
    const { publish } = await import("./event-bus");
    const lines = await errorLinesOf(() => publish(event));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      kind: "error",
      type: "AccessDeniedException",
      message: "not allowed",
      endpoint: "publish LEAGUE_RENAMED",
    });
  });
});
