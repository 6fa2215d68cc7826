import { describe, expect, it } from "vitest";
import { withCatalogueWrites } from "./catalogue-delta";

/** Laying a run's re-read catalogue items over a held copy (decision 0328). */
describe("withCatalogueWrites", () => {
  const held = [
    { id: 1, name: "a" },
    { id: 10, name: "b" },
    { id: 2, name: "c" },
  ];

  it("puts each item read again in its place and keeps every other object", () => {
    const next = withCatalogueWrites(held, (i) => i.id, [{ id: 10, name: "B" }]);
    expect(next).toEqual([
      { id: 1, name: "a" },
      { id: 10, name: "B" },
      { id: 2, name: "c" },
    ]);
    expect(next?.[0]).toBe(held[0]);
    expect(held[1].name).toBe("b");
  });

  it("answers the held array itself when nothing of its kind was written", () => {
    expect(withCatalogueWrites(held, (i) => i.id, [])).toBe(held);
  });

  it("gives up on an item new to the catalogue: the kind is read again in full", () => {
    expect(withCatalogueWrites(held, (i) => i.id, [{ id: 3, name: "d" }])).toBeUndefined();
  });
});
