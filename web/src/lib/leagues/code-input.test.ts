/** League code fields: upper case, no spaces, at most six characters (product.md §5). */
import { describe, expect, it } from "vitest";
import { toCodeInput } from "./use-code-lookup";

describe("toCodeInput", () => {
  it("normalises what people type or paste", () => {
    expect(toCodeInput("abc 234")).toBe("ABC234");
    expect(toCodeInput("abcdefgh")).toBe("ABCDEF");
    expect(toCodeInput("")).toBe("");
  });
});
