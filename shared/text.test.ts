/** Plurals and sentence ends: the words every screen puts around counts and names. */
import { describe, expect, it } from "vitest";
import { listOfNames, plural, sentence } from "./text";

describe("plural", () => {
  it("says one and many by the English plural rule, with grouped digits", () => {
    expect(plural(1, "goal")).toBe("1 goal");
    expect(plural(0, "goal")).toBe("0 goals");
    expect(plural(2, "row")).toBe("2 rows");
    expect(plural(1204, "row")).toBe("1,204 rows");
    expect(plural(1, "address", "addresses")).toBe("1 address");
    expect(plural(3, "address", "addresses")).toBe("3 addresses");
  });

  it("words whole numbers as the en-GB formatters do, and other numbers through them", () => {
    const rules = new Intl.PluralRules("en-GB");
    const numbers = new Intl.NumberFormat("en-GB");
    const counts = [
      0,
      1,
      -1,
      2,
      -2,
      11,
      999,
      1000,
      -1000,
      12_345,
      999_999,
      1_000_000,
      123_456_789,
      Number.MAX_SAFE_INTEGER,
      1.5,
      0.25,
      1234.5678,
      -0,
    ];
    for (const count of counts) {
      expect(plural(count, "goal"), String(count)).toBe(`${numbers.format(count)} ${rules.select(count) === "one" ? "goal" : "goals"}`);
    }
  });
});

describe("sentence", () => {
  it("adds one full stop, never a second", () => {
    expect(sentence("You now appear as Alice")).toBe("You now appear as Alice.");
    expect(sentence("You now appear as Alice A.")).toBe("You now appear as Alice A.");
    expect(sentence("Welcome to Sunday League!")).toBe("Welcome to Sunday League!");
  });
});

describe("listOfNames", () => {
  it("joins names as a sentence says them", () => {
    expect(listOfNames([])).toBe("");
    expect(listOfNames(["Ann"])).toBe("Ann");
    expect(listOfNames(["Ann", "Ben"])).toBe("Ann and Ben");
    expect(listOfNames(["Ann", "Ben", "Cy"])).toBe("Ann, Ben and Cy");
  });
});
