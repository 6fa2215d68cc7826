import { startReplay, type ReplayServer } from "./fpl-replay/server";

export interface LocalFeedOptions {
  /** Any server with the FPL API's shapes; without it the host starts its replay. */
  fplBaseUrl?: string;
  /** The replay's current gameweek at start. */
  gameweek?: number;
  /** The replay's port (0 or absent: any free port). */
  port?: number;
}

/** The feed the local handlers read: the replay of 2025-26 unless told otherwise. */
export async function startLocalFeed(options: LocalFeedOptions): Promise<{ baseUrl: string; replay?: ReplayServer }> {
  if (options.fplBaseUrl) return { baseUrl: options.fplBaseUrl };
  const replay = await startReplay({ gameweek: options.gameweek, port: options.port });
  return { baseUrl: replay.baseUrl, replay };
}

/**
 * A newcomer should see players and goals at once, not after the first scheduled run: with an
 * empty store, run one players and one goals refresh. Imported late, after the host has set
 * the environment the data layer reads when it is first loaded.
 */
export async function seedFeedIfEmpty(log: (line: string) => void): Promise<void> {
  const { hasPlayers } = await import("../../functions/data/feed-store");
  if (await hasPlayers()) return;
  const { refreshPlayers } = await import("../../functions/feed/refresh-players");
  const { refreshGoals } = await import("../../functions/feed/refresh-goals");
  for (const run of [await refreshPlayers("manual"), await refreshGoals("manual")]) {
    log(`First ${run.kind} refresh: ${run.status}${run.reason ? ` (${run.reason})` : ""}, ${run.writes} writes in ${run.durationMs} ms`);
  }
}
