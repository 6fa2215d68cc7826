/**
 * The chat's rules as pure functions (product.md §10.17, issue 39): the length of a message,
 * the rate limit and the mute. The server enforces them; the composer shows the same numbers.
 */

export const CHAT_TEXT_MAX = 1000;
/** A member posts at most this many messages in `CHAT_RATE_WINDOW_MS`; the next one is refused (429). */
export const CHAT_RATE_LIMIT = 10;
export const CHAT_RATE_WINDOW_MS = 30_000;
export const CHAT_MUTE_MS = 24 * 60 * 60_000;
export const CHAT_PAGE_DEFAULT = 30;
export const CHAT_PAGE_MAX = 100;

/** Code points, not UTF-16 units: an emoji is one character to the member typing it. */
export const chatLength = (text: string) => [...text].length;

/** The text as stored: trimmed; undefined when nothing is left or it is over the limit. */
export function chatText(raw: string): string | undefined {
  const text = raw.trim();
  const length = chatLength(text);
  return length >= 1 && length <= CHAT_TEXT_MAX ? text : undefined;
}

/**
 * Whether one more message now would be over the limit, given the times (epoch ms) of the
 * member's recent messages: `CHAT_RATE_LIMIT` of them inside the window already.
 */
export function overRateLimit(recent: readonly number[], now: number): boolean {
  return recent.filter((at) => at > now - CHAT_RATE_WINDOW_MS && at <= now).length >= CHAT_RATE_LIMIT;
}

/** When a member may post again after being over the limit: the oldest message in the window leaves it. */
export function rateLimitRetryAt(recent: readonly number[], now: number): number {
  const inWindow = recent.filter((at) => at > now - CHAT_RATE_WINDOW_MS && at <= now).sort((a, b) => b - a);
  const oldestCounted = inWindow[CHAT_RATE_LIMIT - 1];
  return oldestCounted === undefined ? now : oldestCounted + CHAT_RATE_WINDOW_MS;
}

/** A mute set now ends this long after (ISO). */
export const muteEnds = (now: number) => new Date(now + CHAT_MUTE_MS).toISOString();

/** Whether a mute ending at `until` (ISO) still holds at `now`. */
export const isMuted = (until: string | undefined | null, now: number) => !!until && Date.parse(until) > now;
