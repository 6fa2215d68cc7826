import { describe, expect, it } from "vitest";
import { reconnectDelay, RECONNECT_BASE_MS, RECONNECT_CAP_MS } from "./backoff";

describe("reconnectDelay", () => {
  it("doubles with each attempt, between half and all of the step", () => {
    expect(reconnectDelay(0, () => 0)).toBe(RECONNECT_BASE_MS / 2);
    expect(reconnectDelay(0, () => 1)).toBe(RECONNECT_BASE_MS);
    expect(reconnectDelay(3, () => 1)).toBe(8 * RECONNECT_BASE_MS);
    expect(reconnectDelay(3, () => 0)).toBe(4 * RECONNECT_BASE_MS);
  });

  it("never waits past the cap, however many attempts failed", () => {
    for (const attempt of [6, 7, 20, 1000]) expect(reconnectDelay(attempt, () => 1)).toBe(RECONNECT_CAP_MS);
    expect(reconnectDelay(1000, () => 0)).toBe(RECONNECT_CAP_MS / 2);
  });

  it("spreads clients over the window (jitter)", () => {
    const delays = new Set(Array.from({ length: 50 }, () => reconnectDelay(4)));
    expect(delays.size).toBeGreaterThan(10);
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(8 * RECONNECT_BASE_MS);
  });
});
