/** Smart archival: the three groups in the spec's order, selecting users, and when confirm is allowed. */
import { describe, expect, it } from "vitest";
import type { ArchivalGroup } from "../types";
import { allSelected, canConfirmArchival, groupForArchival, toggleAll, toggleOne } from "./archival";

const u = (id: string, archivalGroup: ArchivalGroup) => ({ id, username: id, email: `${id}@x.test`, tempPicksCount: 0, daysSinceLastActivity: 0, archivalGroup });

describe("groupForArchival", () => {
  it("orders the groups as the spec does and drops empty ones", () => {
    const groups = groupForArchival([u("c", "Consider Carefully"), u("h", "Highly Recommended"), u("c2", "Consider Carefully")]);
    expect(groups.map((g) => g.group)).toEqual(["Highly Recommended", "Consider Carefully"]);
    expect(groups[1].users.map((x) => x.id)).toEqual(["c", "c2"]);
  });
  it("is empty when everybody has picks", () => {
    expect(groupForArchival([])).toEqual([]);
  });
});

describe("selection", () => {
  it("toggles one user on and off without touching the original set", () => {
    const start = new Set<string>();
    const on = toggleOne(start, "a");
    expect([...on]).toEqual(["a"]);
    expect(start.size).toBe(0);
    expect(toggleOne(on, "a").size).toBe(0);
  });
  it("selects all, then clears all, leaving other groups' choices alone", () => {
    const picked = toggleAll(new Set(["x"]), ["a", "b"]);
    expect([...picked].sort()).toEqual(["a", "b", "x"]);
    expect(allSelected(picked, ["a", "b"])).toBe(true);
    expect([...toggleAll(picked, ["a", "b"])]).toEqual(["x"]);
  });
  it("completes a partial selection rather than clearing it", () => {
    expect([...toggleAll(new Set(["a"]), ["a", "b"])].sort()).toEqual(["a", "b"]);
  });
});

describe("canConfirmArchival", () => {
  it("needs a user and a non-blank reason", () => {
    expect(canConfirmArchival(new Set(["a"]), "Left the group")).toBe(true);
    expect(canConfirmArchival(new Set(), "Left the group")).toBe(false);
    expect(canConfirmArchival(new Set(["a"]), "   ")).toBe(false);
  });
});
