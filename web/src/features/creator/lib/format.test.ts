/** Creator date, step time, duration and size formatting. */
import { describe, expect, it } from "vitest";
import { countOf, formatBytes, formatCreatorTime, formatMs, formatStepTime } from "./format";

describe("creator formatting", () => {
  it("shows list times as 'MMM dd, HH:mm' in the viewer's zone", () => {
    const local = new Date(2025, 7, 14, 9, 5, 30).toISOString();
    expect(formatCreatorTime(local)).toBe("Aug 14, 09:05");
  });

  it("shows a dash for a missing time and the raw text for an unreadable one", () => {
    expect(formatCreatorTime(null)).toBe("-");
    expect(formatCreatorTime("soon")).toBe("soon");
  });

  it("shows step times to the second", () => {
    expect(formatStepTime(new Date(2025, 7, 14, 21, 0, 7).toISOString())).toBe("21:00:07");
  });

  it("groups thousands in durations and sizes", () => {
    expect(formatMs(1234)).toBe("1,234 ms");
    expect(formatBytes(0)).toBe("0 bytes");
    expect(formatBytes(51200)).toBe("51,200 bytes");
  });

  it("counts in the singular for one and the plural otherwise", () => {
    expect(countOf(1, "error")).toBe("1 error");
    expect(countOf(0, "error")).toBe("0 errors");
    expect(countOf(1200, "entry", "entries")).toBe("1,200 entries");
  });
});
