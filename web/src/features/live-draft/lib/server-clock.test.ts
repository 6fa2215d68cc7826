import { describe, expect, it } from "vitest";
import { createServerClock, msLeft } from "./server-clock";

describe("the room's reading of the server clock", () => {
  it("is the server's time at the middle of the shortest round trip, minus the client's", () => {
    const clock = createServerClock();
    expect(clock.offset()).toBe(0);
    // The client is 5 s behind the server: a slow trip, then a quick one.
    clock.sample({ sentAt: 1_000, receivedAt: 1_900, serverTime: 6_100 });
    clock.sample({ sentAt: 2_000, receivedAt: 2_040, serverTime: 7_020 });
    expect(clock.offset()).toBe(5_000);
  });

  it("ignores a sample that came back before it was sent, or without a server time", () => {
    const clock = createServerClock();
    clock.sample({ sentAt: 2_000, receivedAt: 1_000, serverTime: 9_999_999 });
    clock.sample({ sentAt: 2_000, receivedAt: 2_010, serverTime: Number.NaN });
    expect(clock.offset()).toBe(0);
  });

  it("forgets old samples, so a client clock that was set is followed", () => {
    const clock = createServerClock();
    clock.sample({ sentAt: 0, receivedAt: 2, serverTime: 60_001 });
    for (let i = 1; i <= 8; i++) clock.sample({ sentAt: i * 1000, receivedAt: i * 1000 + 10, serverTime: i * 1000 + 5 });
    expect(clock.offset()).toBe(0);
  });

  it("counts down to the deadline on the corrected clock and stops at zero", () => {
    expect(msLeft(20_000, 10_000, 5_000)).toBe(5_000);
    expect(msLeft(20_000, 16_000, 5_000)).toBe(0);
  });
});
