import { join } from "node:path";
import { repoRoot, type LocalHostOptions } from "./host";

/**
 * The local host's own settings (`npm start` and the data scripts), read from the environment
 * here and nowhere else in infra/local; the functions read theirs through functions/config.ts.
 * Every variable is listed in the README's configuration table.
 */
export function localSettings(env: NodeJS.ProcessEnv = process.env): LocalHostOptions {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    oidcPort: Number(env.OIDC_PORT ?? port + 1),
    dataDir: env.TREBLE_DATA_DIR ?? join(repoRoot, ".data"),
    creatorEmails: env.CREATOR_EMAILS ?? "creator@treble.local",
    fplBaseUrl: env.FPL_BASE_URL || undefined,
    fplReplayPort: Number(env.FPL_REPLAY_PORT ?? port + 2),
    fplGameweek: env.FPL_REPLAY_GAMEWEEK ? Number(env.FPL_REPLAY_GAMEWEEK) : undefined,
    fplSeason: env.FPL_REPLAY_SEASON || undefined,
    inboxPort: Number(env.MAIL_INBOX_PORT ?? port + 3),
    sourceMaps: env.TREBLE_SOURCE_MAPS === "on",
    liveDraftFastClockMs: env.LIVE_DRAFT_FAST_CLOCK_MS ? Number(env.LIVE_DRAFT_FAST_CLOCK_MS) : undefined,
  };
}

/** The benchmarks' settings (bench/, `npm run bench`), read here like the host's own. */
export function benchSettings(env: NodeJS.ProcessEnv = process.env) {
  return {
    /** Members the notification fan-out benchmark sends to. */
    fanoutMembers: Number(env.BENCH_FANOUT_MEMBERS ?? 1000),
    /** "0" leaves out the 10,000-member draft workflow, the slowest case. */
    draftHuge: env.BENCH_DRAFT_HUGE !== "0",
    /** Keep each benchmark host's data folder to look at afterwards. */
    keepData: Boolean(env.BENCH_KEEP_DATA),
    chromiumPath: env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    /** A folder for Lighthouse's full JSON reports, when wanted. */
    lighthouseReports: env.LIGHTHOUSE_REPORTS || undefined,
    /** Lighthouse runs per page at 4×, judged on the median run; fewer for a quicker, noisier figure. */
    lighthouseRuns: Number(env.LIGHTHOUSE_RUNS ?? 5),
    /** Passed on to child processes that must find programs as this one does. */
    path: env.PATH,
  };
}
