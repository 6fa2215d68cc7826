/** League codes: generated from the unambiguous alphabet, normalised and validated. */
import { describe, expect, it } from "vitest";
import { LEAGUE_CODE_ALPHABET } from "./constants";
import { generateLeagueCode, isValidLeagueCode, normalizeLeagueCode } from "./league-code";

describe("league codes", () => {
  it("generates 6 characters from the alphabet, driven by the random source", () => {
    let i = 0;
    const code = generateLeagueCode((max) => i++ % max);
    expect(code).toBe("ABCDEF");
    const random = generateLeagueCode((max) => Math.floor(Math.random() * max));
    expect(isValidLeagueCode(random)).toBe(true);
  });

  it("leaves out characters people confuse", () => {
    for (const c of "0O1IL") expect(LEAGUE_CODE_ALPHABET).not.toContain(c);
  });

  it("accepts lower case and spaces around, rejects wrong length or alphabet", () => {
    expect(normalizeLeagueCode("  abc234 ")).toBe("ABC234");
    expect(isValidLeagueCode("ABC234")).toBe(true);
    expect(isValidLeagueCode("ABC23")).toBe(false);
    expect(isValidLeagueCode("ABC2345")).toBe(false);
    expect(isValidLeagueCode("ABC0O1")).toBe(false);
  });
});
