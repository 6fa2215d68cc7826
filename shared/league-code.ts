import { LEAGUE_CODE_ALPHABET, LEAGUE_CODE_LENGTH } from "./constants";

/** Codes are typed by hand: accept any case and surrounding spaces, compare upper-cased. */
export function normalizeLeagueCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export function isValidLeagueCode(code: string): boolean {
  if (code.length !== LEAGUE_CODE_LENGTH) return false;
  return [...code].every((c) => LEAGUE_CODE_ALPHABET.includes(c));
}

/** `random` returns an integer in [0, max); injected so tests can make it deterministic. */
export function generateLeagueCode(random: (max: number) => number): string {
  let code = "";
  for (let i = 0; i < LEAGUE_CODE_LENGTH; i++) code += LEAGUE_CODE_ALPHABET[random(LEAGUE_CODE_ALPHABET.length)];
  return code;
}
