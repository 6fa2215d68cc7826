/** Smart archival's grouping (product.md §4), selection toggles and the confirm rule (product.md §5). */
import { describe, expect, it } from "vitest";
import { canConfirmArchival, groupCandidates, toggleAll, toggleOne } from "./archival-selection";

describe("groupCandidates", () => {
  it("orders groups as the spec does and leaves out empty ones", () => {
    const groups = groupCandidates([
      { id: "a", archivalGroup: "Consider Carefully" as const },
      { id: "b", archivalGroup: "Highly Recommended" as const },
      { id: "c", archivalGroup: "Consider Carefully" as const },
      { id: "d", archivalGroup: null },
    ]);
    expect(groups.map((g) => [g.group, g.users.map((u) => u.id)])).toEqual([
      ["Highly Recommended", ["b"]],
      ["Consider Carefully", ["a", "c"]],
    ]);
  });
});

describe("selection", () => {
  it("toggles one user in and out", () => {
    const once = toggleOne(new Set(), "a");
    expect([...once]).toEqual(["a"]);
    expect([...toggleOne(once, "a")]).toEqual([]);
  });

  it("selects all unless all are selected, then clears", () => {
    expect([...toggleAll(new Set(["a"]), ["a", "b"])]).toEqual(["a", "b"]);
    expect([...toggleAll(new Set(["a", "b"]), ["a", "b"])]).toEqual([]);
    expect([...toggleAll(new Set(), [])]).toEqual([]);
  });
});

describe("canConfirmArchival", () => {
  it("needs a selection and a reason that is not blank", () => {
    expect(canConfirmArchival(0, "Left the group")).toBe(false);
    expect(canConfirmArchival(2, "   ")).toBe(false);
    expect(canConfirmArchival(1, "Left the group")).toBe(true);
  });
});
