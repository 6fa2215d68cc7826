/** Which league the screens show (product.md §3, product.md §10.8). */
import { describe, expect, it } from "vitest";
import { resolveSelectedLeague } from "./selected-league";

const a = { id: "a", name: "Alpha" };
const expat = { id: "e", name: "Expat Dads" };
const z = { id: "z", name: "Zulu" };

describe("resolveSelectedLeague", () => {
  it("keeps the remembered league", () => {
    expect(resolveSelectedLeague([a, expat, z], "z")).toBe(z);
  });

  it("prefers the configured league name when nothing is remembered", () => {
    expect(resolveSelectedLeague([a, expat, z], null)).toBe(expat);
    expect(resolveSelectedLeague([a, z], null)).toBe(a);
  });

  it("falls back to the first when the remembered league is gone", () => {
    expect(resolveSelectedLeague([a, expat], "gone")).toBe(a);
  });

  it("has nothing to show without leagues", () => {
    expect(resolveSelectedLeague([], "a")).toBeUndefined();
  });
});
