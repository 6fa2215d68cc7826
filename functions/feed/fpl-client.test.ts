/** Unit tests of the FPL client against a scripted in-process server: retries, timeouts, bodies, schemas. */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFplClient, FeedError } from "./fpl-client";

type Answer = { status: number; body: string; headers?: Record<string, string> } | "hang";
let script: Answer[] = [];
let hits = 0;
let server: http.Server;
let baseUrl = "";

const bootstrap = JSON.stringify({
  events: [{ id: 1, name: "Gameweek 1", deadline_time: "2025-08-15T17:30:00Z", finished: false, is_current: true, is_next: false }],
  teams: [{ id: 1, code: 3, name: "Arsenal", short_name: "ARS" }],
  element_types: [
    { id: 4, singular_name_short: "FWD" },
    { id: 5, singular_name_short: "AM" },
  ],
  elements: [
    {
      id: 1,
      code: 9,
      web_name: "Striker",
      first_name: "A",
      second_name: "B",
      team: 1,
      element_type: 4,
      now_cost: 80,
      goals_scored: 3,
      status: "a",
    },
    {
      id: 2,
      code: 8,
      web_name: "Boss",
      first_name: "C",
      second_name: "D",
      team: 1,
      element_type: 5,
      now_cost: 5,
      goals_scored: 0,
      status: "a",
    },
  ],
});
const ok = (body = bootstrap): Answer => ({ status: 200, body, headers: { "content-type": "application/json" } });

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    hits += 1;
    const answer = script.shift() ?? ok();
    if (answer === "hang") return;
    res.writeHead(answer.status, answer.headers ?? { "content-type": "text/plain" });
    res.end(answer.body);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  script = [];
  hits = 0;
});

const client = (retries = 2) => createFplClient({ baseUrl, retries, retryBaseMs: 5, timeoutMs: 300 });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("expected a FeedError"),
    (e: FeedError) => e,
  );

describe("FPL client", () => {
  it("drops element_type 5 (managers) from the bootstrap", async () => {
    const data = await client().bootstrap();
    expect(data.elements.map((e) => e.id)).toEqual([1]);
    expect(data.element_types.map((t) => t.id)).toEqual([4]);
  });

  it("retries a 503 'being updated' text answer and then succeeds", async () => {
    script = [{ status: 503, body: "The game is being updated." }, ok()];
    await expect(client().bootstrap()).resolves.toBeTruthy();
    expect(hits).toBe(2);
  });

  it("gives up after the bounded retries with the feed's own words", async () => {
    script = Array(5).fill({ status: 503, body: "The game is being updated." });
    const error = await failure(client(2).bootstrap());
    expect(error.message).toBe("bootstrap-static/: The game is being updated. (HTTP 503)");
    expect(hits).toBe(3);
  });

  it("retries 429, honouring Retry-After", async () => {
    script = [{ status: 429, body: "slow down", headers: { "retry-after": "0" } }, ok()];
    await expect(client().bootstrap()).resolves.toBeTruthy();
    expect(hits).toBe(2);
  });

  it("times out a request that never answers", async () => {
    script = ["hang", "hang", "hang"];
    const error = await failure(client(1).bootstrap());
    expect(error.kind).toBe("timeout");
    expect(error.message).toMatch(/no answer within 300 ms/);
  });

  it("names a non-JSON or truncated body 'The game is being updated.'", async () => {
    script = [{ status: 200, body: "<html>The game is being updated.</html>" }];
    expect((await failure(client(0).bootstrap())).message).toBe("bootstrap-static/: The game is being updated.");
    script = [ok(bootstrap.slice(0, 100))];
    expect((await failure(client(0).bootstrap())).kind).toBe("not-json");
  });

  it("rejects an answer of the wrong shape without retrying", async () => {
    script = [ok("{}")];
    const error = await failure(client(3).live(12));
    expect(error.kind).toBe("invalid");
    expect(error.message).toMatch(/^event\/12\/live\/: unexpected answer \(elements/);
    expect(hits).toBe(1);
  });

  it("does not retry a 404", async () => {
    script = [{ status: 404, body: '{"detail":"Not found."}' }];
    expect((await failure(client(3).elementSummary(99999))).status).toBe(404);
    expect(hits).toBe(1);
  });
});
