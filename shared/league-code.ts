import { LEAGUE_CODE_ALPHABET, LEAGUE_CODE_LENGTH } from "./constants";

/** Codes are typed by hand: accept any case and surrounding spaces, compare upper-cased. */
export function normalizeLeagueCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/**
 * The code in what someone pasted or typed into a code field: codes arrive by chat, as "VF3 HXN",
 * " vf3hxn ", or inside the invite link (`/?code=VF3HXN`, or `/join-league?code=`) with words
 * around it. The link's code wins; then the text without its spaces when that fits a code; then
 * a word of the text that is a whole code; else the text without spaces, cut to a code's length
 * (typing a seventh character changes nothing).
 */
export function leagueCodeInText(raw: string): string {
  const linked = /[?&]code=([^&#\s]*)/i.exec(raw);
  if (linked) return squeeze(decodeOr(linked[1])).slice(0, LEAGUE_CODE_LENGTH);
  const whole = squeeze(raw);
  if (whole.length <= LEAGUE_CODE_LENGTH) return whole;
  const word = raw
    .split(/[^A-Za-z0-9]+/)
    .map((w) => w.toUpperCase())
    .findLast(isValidLeagueCode);
  return word ?? whole.slice(0, LEAGUE_CODE_LENGTH);
}

const squeeze = (text: string) => text.replace(/\s+/g, "").toUpperCase();

function decodeOr(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
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
