/** Archival groups, inactivity and e-mail lists for the admin's draft tools. */
import { describe, expect, it } from "vitest";
import { archivalGroup, daysSince, joinEmails } from "./draft-rules";

describe("archivalGroup", () => {
  it("puts the long inactive first, then no picks, then some picks", () => {
    expect(archivalGroup(3, 7)).toBe("Highly Recommended");
    expect(archivalGroup(0, 2)).toBe("Recommended");
    expect(archivalGroup(14, 0)).toBe("Consider Carefully");
    expect(archivalGroup(15, 30)).toBeUndefined();
  });
});

describe("daysSince", () => {
  it("counts whole days and never goes negative", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    expect(daysSince("2026-11-15T11:00:00Z", now)).toBe(7);
    expect(daysSince("2026-11-23T00:00:00Z", now)).toBe(0);
    expect(daysSince(undefined, now)).toBe(0);
  });
});

describe("joinEmails", () => {
  it("joins distinct addresses with a semicolon and a space", () => {
    expect(joinEmails(["a@x.com", "b@y.com", "a@x.com", ""])).toBe("a@x.com; b@y.com");
  });
});
