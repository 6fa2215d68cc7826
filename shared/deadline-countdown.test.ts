/** The deadline countdown: only within 48 hours of the next deadline, worded by size. */
import { describe, expect, it } from "vitest";
import { countdownTo } from "./deadline-countdown";

const deadline = "2026-01-10T11:00:00Z";
const weeks = [
  { name: "Gameweek 20", isNext: false, deadlineTime: "2026-01-03T11:00:00Z" },
  { name: "Gameweek 21", isNext: true, deadlineTime: deadline },
];
const before = (ms: number) => new Date(Date.parse(deadline) - ms);

describe("countdownTo", () => {
  it("shows only inside the 48 hours before the next deadline", () => {
    expect(countdownTo(weeks, before(49 * 3_600_000))).toBeNull();
    expect(countdownTo(weeks, before(-1000))).toBeNull();
    expect(countdownTo(undefined, new Date())).toBeNull();
    expect(countdownTo(weeks, before(47 * 3_600_000))).toMatchObject({ gameweekName: "Gameweek 21", remaining: "1d 23h", urgent: false });
  });
  it("words hours, minutes and the last minute, urgent under 6 hours", () => {
    expect(countdownTo(weeks, before(3 * 3_600_000 + 12 * 60_000))).toMatchObject({ remaining: "3h 12m", urgent: true });
    expect(countdownTo(weeks, before(9 * 60_000 + 5000))).toMatchObject({ remaining: "9m" });
    expect(countdownTo(weeks, before(30_000))).toMatchObject({ remaining: "under a minute" });
  });
});
