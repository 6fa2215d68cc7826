/** The first reconnect waits about this long; each failed attempt doubles it, up to the cap. */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_CAP_MS = 60_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first after a drop): exponential,
 * capped, and jittered between half and all of it, so a server restart is not met by every open
 * page at the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.round(ceiling * (0.5 + random() / 2));
}
