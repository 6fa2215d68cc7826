import { replayControl } from "./fpl-replay/control";

/**
 * The start banner's line about the feed: for the replay, the season and gameweek its clock
 * really stands at (asked of the replay itself, so it names what `FPL_REPLAY_SEASON` chose).
 */
export async function feedLine(host: { fplBaseUrl: string; replayUrl?: string }): Promise<string> {
  if (!host.replayUrl) return `FPL feed: ${host.fplBaseUrl}`;
  const { season, gameweek } = await replayControl(host.replayUrl).state();
  const next = Math.min(gameweek + 1, 38);
  return (
    `FPL feed: replay of ${season} at gameweek ${gameweek}, ${host.fplBaseUrl} ` +
    `(move the clock: POST ${host.replayUrl}/_replay/gameweek {"gameweek":${next}})`
  );
}
