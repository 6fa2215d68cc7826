import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  clientActions,
  readClientMessage,
  readServerEvent,
  realtimeLimits,
  REALTIME_PROTOCOL,
  serverEvent,
  wireBytes,
  type ServerEvent,
} from "./realtime";

const v = REALTIME_PROTOCOL;

describe("reading a client's message", () => {
  it("accepts each action in its exact shape", () => {
    expect(readClientMessage(JSON.stringify({ v, action: "subscribe", leagueId: "L1" }))).toEqual({
      ok: true,
      message: { v, action: "subscribe", leagueId: "L1" },
    });
    expect(readClientMessage(JSON.stringify({ v, action: "unsubscribe", leagueId: "L1" }))).toMatchObject({ ok: true });
    expect(readClientMessage(JSON.stringify({ v, action: "ping" }))).toMatchObject({ ok: true });
  });

  it.each([
    [undefined, "MALFORMED"],
    ["", "MALFORMED"],
    ["{", "MALFORMED"],
    ["42", "MALFORMED"],
    ["[]", "MALFORMED"],
    ['{"v":1}', "MALFORMED"],
    ['{"v":1,"action":null}', "MALFORMED"],
    ['{"v":1,"action":"hasOwnProperty"}', "UNKNOWN_ACTION"],
    ['{"v":1,"action":"__proto__"}', "UNKNOWN_ACTION"],
    ['{"v":1,"action":"pick","playerId":1}', "UNKNOWN_ACTION"],
    ['{"action":"ping"}', "UNSUPPORTED_VERSION"],
    ['{"v":"1","action":"ping"}', "UNSUPPORTED_VERSION"],
    ['{"v":1,"action":"ping","x":1}', "INVALID_MESSAGE"],
    ['{"v":1,"action":"subscribe","leagueId":""}', "INVALID_MESSAGE"],
    ['{"v":1,"action":"subscribe","leagueId":"a b"}', "INVALID_MESSAGE"],
    ['{"v":1,"action":"subscribe","leagueId":7}', "INVALID_MESSAGE"],
    ['{"v":1,"action":"subscribe","leagueId":"L1","__proto__":{"admin":true}}', "INVALID_MESSAGE"],
  ])("answers %s with %s", (text, code) => {
    const read = readClientMessage(text);
    expect(read).toMatchObject({ ok: false, error: { v, type: "error", code } });
    // The answer is itself a valid event of the contract, with a message a person can read.
    if (!read.ok) {
      expect(serverEvent.safeParse(read.error).success).toBe(true);
      expect(read.error.message.length).toBeGreaterThan(5);
    }
  });

  it("names the action an error answers when the message named a known one", () => {
    expect(readClientMessage('{"v":1,"action":"subscribe"}')).toMatchObject({ ok: false, error: { action: "subscribe" } });
    expect(readClientMessage('{"v":1,"action":"nope"}')).toMatchObject({ ok: false, error: { code: "UNKNOWN_ACTION" } });
    expect(readClientMessage('{"v":1,"action":"nope"}')).not.toHaveProperty("error.action");
  });

  it("never throws and accepts nothing but the contract's messages, whatever arrives (generated corpus)", () => {
    const anyText = fc.oneof(
      fc.string(),
      fc.json(),
      fc.anything().map((value) => JSON.stringify(value) ?? ""),
      fc
        .record({ v: fc.anything(), action: fc.oneof(fc.constantFrom(...clientActions), fc.string()), leagueId: fc.anything() })
        .map((m) => JSON.stringify(m)),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        const read = readClientMessage(text);
        if (read.ok) {
          expect(clientActions).toContain(read.message.action);
          expect(read.message.v).toBe(v);
        } else expect(serverEvent.safeParse(read.error).success).toBe(true);
      }),
      { seed: 20261127, numRuns: 2000 },
    );
  });
});

describe("reading a server's event (the SPA's side)", () => {
  it("reads the contract's events and ignores anything else", () => {
    const changed: ServerEvent = { v, type: "board.changed", leagueId: "L1", version: "01ABC" };
    expect(readServerEvent(JSON.stringify(changed))).toEqual(changed);
    expect(readServerEvent(JSON.stringify({ ...changed, v: 2 }))).toBeUndefined();
    expect(readServerEvent(JSON.stringify({ v, type: "draft.pick" }))).toBeUndefined();
    expect(readServerEvent("not json")).toBeUndefined();
    expect(readServerEvent(new ArrayBuffer(4))).toBeUndefined();
  });
});

describe("the limits", () => {
  it("are API Gateway's, and counted in UTF-8 bytes", () => {
    expect(realtimeLimits).toEqual({ idleTimeoutMs: 600_000, maxConnectionMs: 7_200_000, maxFrameBytes: 32_768, maxMessageBytes: 131_072 });
    expect(wireBytes("é")).toBe(2);
    // The largest event we send today is far inside one frame.
    const largest: ServerEvent = { v, type: "board.changed", leagueId: "x".repeat(64), version: "y".repeat(64) };
    expect(wireBytes(JSON.stringify(largest))).toBeLessThan(realtimeLimits.maxFrameBytes / 100);
  });
});
