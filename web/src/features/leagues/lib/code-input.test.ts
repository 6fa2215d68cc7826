/** League code fields: upper case, no spaces, at most six characters (product.md §5), whatever was pasted. */
import { describe, expect, it } from "vitest";
import { toCodeInput } from "./use-code-lookup";

describe("toCodeInput", () => {
  it("normalises what people type or paste", () => {
    expect(toCodeInput("abc 234")).toBe("ABC234");
    expect(toCodeInput("abcdefgh")).toBe("ABCDEF");
    expect(toCodeInput("")).toBe("");
  });

  it("takes the spaces off a pasted code before keeping six characters", () => {
    expect(toCodeInput(" VF3HXN")).toBe("VF3HXN");
    expect(toCodeInput(" zz9 9zz ")).toBe("ZZ99ZZ");
    expect(toCodeInput("\tvf3hxn\n")).toBe("VF3HXN");
  });

  it("reads the code out of a pasted invite link, or a message around it", () => {
    expect(toCodeInput("https://treble.example/?code=VF3HXN")).toBe("VF3HXN");
    expect(toCodeInput("Join us! http://localhost:3000/?code=vf3hxn see you")).toBe("VF3HXN");
    expect(toCodeInput("http://localhost:3000/join-league?code=VF3HXN&x=1")).toBe("VF3HXN");
    expect(toCodeInput("Our league code is VF3HXN")).toBe("VF3HXN");
  });
});
