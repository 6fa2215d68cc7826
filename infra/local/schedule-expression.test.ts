/** Unit tests of the local scheduler's reading of EventBridge schedule expressions. */
import { describe, expect, it } from "vitest";
import { jobs } from "../../events/jobs";
import { nextRun } from "./schedule-expression";

const at = (iso: string) => new Date(iso);

describe("nextRun", () => {
  it("adds the rate", () => {
    expect(nextRun("rate(10 minutes)", at("2026-01-01T00:00:30Z")).toISOString()).toBe("2026-01-01T00:10:30.000Z");
    expect(nextRun("rate(1 day)", at("2026-01-01T00:00:00Z")).toISOString()).toBe("2026-01-02T00:00:00.000Z");
  });

  it("finds the next cron minute in UTC", () => {
    expect(nextRun("cron(30 5 * * ? *)", at("2026-01-01T05:29:59Z")).toISOString()).toBe("2026-01-01T05:30:00.000Z");
    expect(nextRun("cron(30 5 * * ? *)", at("2026-01-01T05:30:00Z")).toISOString()).toBe("2026-01-02T05:30:00.000Z");
    expect(nextRun("cron(0/15 * * * ? *)", at("2026-01-01T05:31:00Z")).toISOString()).toBe("2026-01-01T05:45:00.000Z");
    expect(nextRun("cron(0 9 ? * MON-FRI *)", at("2026-01-03T10:00:00Z")).toISOString()).toBe("2026-01-05T09:00:00.000Z");
  });

  it("understands every schedule the jobs declare", () => {
    for (const job of jobs) expect(nextRun(job.schedule, new Date()).getTime()).toBeGreaterThan(Date.now());
  });

  it("rejects what it cannot read", () => {
    expect(() => nextRun("every day", new Date())).toThrow(/Unsupported/);
  });
});
