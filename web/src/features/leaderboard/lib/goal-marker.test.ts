/** The '+N' pick markers and the draft-mode pick-status labels. */
import { describe, expect, it } from "vitest";
import { goalMarker, pickStatusLabel } from "./goal-marker";

describe("goalMarker", () => {
  it("marks goals this gameweek, and nothing for none", () => {
    expect(goalMarker(0)).toBeNull();
    expect(goalMarker(1)).toBe("+1");
    expect(goalMarker(3)).toBe("+3");
  });
});

describe("pickStatusLabel", () => {
  it("is Complete at 15 or more, else n/15", () => {
    expect(pickStatusLabel(15, 15)).toEqual({ label: "Complete", complete: true });
    expect(pickStatusLabel(0, 15)).toEqual({ label: "0/15", complete: false });
    expect(pickStatusLabel(14, 15)).toEqual({ label: "14/15", complete: false });
  });
});
