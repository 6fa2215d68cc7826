import { startReplay, type ReplayServer } from "./fpl-replay/server";

export interface LocalFeedOptions {
  /** Any server with the FPL API's shapes; without it the host starts its replay. */
  fplBaseUrl?: string;
  /** The replay's current gameweek at start. */
  gameweek?: number;
  /** The season the replay starts in ("2024-25" or "2025-26", the default); its clock can move on to the next. */
  season?: string;
  /** The replay's port (0 or absent: any free port). */
  port?: number;
}

/** The feed the local handlers read: the replay (of 2025-26 unless told otherwise). */
export async function startLocalFeed(options: LocalFeedOptions): Promise<{ baseUrl: string; replay?: ReplayServer }> {
  if (options.fplBaseUrl) return { baseUrl: options.fplBaseUrl };
  const replay = await startReplay({ gameweek: options.gameweek, season: options.season, port: options.port });
  return { baseUrl: replay.baseUrl, replay };
}

/**
 * A newcomer should see players and goals soon, not after the first scheduled run, and the app
 * should answer at once: with an empty store, the players job and then the goals job run in the
 * background (their own workers and limits) while the host starts listening. The players list
 * shows a loading state meanwhile. Imported late, after the host has set the environment the
 * data layer reads when it is first loaded.
 */
export async function refreshFeedInBackgroundIfEmpty(
  invokeJob: (name: string, event: unknown) => Promise<unknown>,
  log: (line: string) => void,
): Promise<{ done: Promise<void> } | undefined> {
  const { hasPlayers } = await import("../../functions/data/stores/feed-store");
  const { moveUnseasonedFeed } = await import("../../functions/data/stores/unseasoned-feed");
  const moved = await moveUnseasonedFeed();
  if (moved) log(`Moved ${moved.moved} feed records stored before seasons under ${moved.season}.`);
  if (await hasPlayers()) return undefined;
  log("Empty store: the first players and goals refresh runs in the background.");
  const done = (async () => {
    for (const job of ["refresh-players", "refresh-goals"]) {
      const started = Date.now();
      try {
        const run = await invokeJob(job, {
          source: "local.first-start",
          "detail-type": "First start",
          detail: {},
          time: new Date().toISOString(),
        });
        // On a slow machine the first stretch may stop at its time limit and hand over to a
        // continuation on the bus; the refresh is done only once that run is stored as finished,
        // else the goals job (and whoever awaits `done`) would race the players still loading.
        const runId =
          (run as { runId?: string; status?: string } | undefined)?.status === "continuing" ? (run as { runId: string }).runId : undefined;
        if (runId) await finished(runId);
        log(`First ${job}: ${JSON.stringify(run)} in ${Date.now() - started} ms`);
      } catch (error) {
        log(`First ${job} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return { done };
}

/** Waits for a refresh run handed over to continuations to be stored as finished (bounded, so a lost run cannot hang the host). */
async function finished(runId: string, timeoutMs = 15 * 60_000): Promise<void> {
  const { getRunById } = await import("../../functions/data/stores/refresh-runs-store");
  const deadline = Date.now() + timeoutMs;
  while (!(await getRunById(runId))) {
    if (Date.now() > deadline) throw new Error(`refresh run ${runId} did not finish within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
