/** The window's countdown text and headline per state. */
import { describe, expect, it } from "vitest";
import { countdown, windowHeadline } from "./countdown";

const now = Date.parse("2026-01-20T10:00:00Z");

describe("countdown", () => {
  it("shows days and hours, hours and minutes, or minutes", () => {
    expect(countdown("2026-01-23T14:30:00Z", now)).toBe("3d 4h");
    expect(countdown("2026-01-20T15:12:00Z", now)).toBe("5h 12m");
    expect(countdown("2026-01-20T10:12:30Z", now)).toBe("12m");
    expect(countdown("2026-01-20T10:00:20Z", now)).toBe("1m");
    expect(countdown("2026-01-20T09:00:00Z", now)).toBe("now");
  });
});

describe("windowHeadline", () => {
  const base = { opensAt: "2026-01-01T00:00:00Z", closesAt: "2026-01-21T10:00:00Z", takesPart: true, executedRunId: null };
  it("counts down to the opening, then to the close, then says where the window draft stands", () => {
    expect(windowHeadline({ ...base, state: "upcoming", opensAt: "2026-01-22T10:00:00Z" }, now).detail).toBe("Opens in 2d 0h");
    expect(windowHeadline({ ...base, state: "open" }, now)).toEqual({ title: "January window open", detail: "Closes in 1d 0h" });
    expect(windowHeadline({ ...base, state: "closed" }, now).detail).toBe("Window draft pending");
    expect(windowHeadline({ ...base, state: "closed", executedRunId: "x-1" }, now).detail).toBe("Window draft done");
  });
});
