import { gzipSync } from "node:zlib";
import { replayControl } from "../infra/local/fpl-replay/control";
import { Browserish } from "../tests/support/client";
import { kb, percentile, sample, withBenchHost } from "./harness";
import { contract } from "../shared/contract/routes";
import { pathOf } from "../tests/support/api";

const LATENCY_SAMPLES = 30;

/**
 * Feed benchmark on a fresh local host (DynamoDB stand-in + replay at GW11): refresh costs on
 * the first run, with no change, and when a new gameweek's goals arrive; then /api/players.
 */
export async function run(): Promise<void> {
  await withBenchHost("feed", { seedFeed: false, fplGameweek: 11 }, async ({ host }) => {
    const { refreshPlayers } = await import("../functions/feed/refresh-players");
    const { refreshGoals } = await import("../functions/match-day/refresh-goals");
    const line = (label: string, r: { durationMs: number; writes: number; reads: number; feedCalls: number; status: string }) =>
      console.log(
        `${label.padEnd(48)} ${String(r.durationMs).padStart(6)} ms  ${String(r.writes).padStart(5)} writes  ${String(r.reads).padStart(4)} reads  ${String(r.feedCalls).padStart(4)} feed calls  ${r.status}`,
      );

    console.log("\n== Feed refreshes (replay of 2025-26, local DynamoDB stand-in) ==");
    line("players refresh, first run (incl. last season)", await refreshPlayers("manual"));
    line("players refresh, no change", await refreshPlayers("manual"));
    line("goals refresh, first run (GW1-11 backlog)", await refreshGoals("manual"));
    await replayControl(host.replayUrl!).setGameweek(12);
    line("goals refresh, GW12 arrives (GW11 closes)", await refreshGoals("manual"));
    line("goals refresh, one gameweek, no change", await refreshGoals("manual"));

    const user = new Browserish(host.url);
    await user.signIn("bench@treble.test", "Bench");
    const first = await user.raw(pathOf(contract.feed.players));
    const body = Buffer.from(await first.arrayBuffer());
    const times = await sample(LATENCY_SAMPLES, async () => (await user.raw(pathOf(contract.feed.players))).arrayBuffer());
    console.log("\n== GET /api/players ==");
    console.log(`players ${JSON.parse(body.toString("utf8")).length}, size ${kb(body.length)} raw, ${kb(gzipSync(body).length)} gzip`);
    console.log(
      `latency over ${LATENCY_SAMPLES} calls: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${percentile(times, 100).toFixed(1)} ms`,
    );
  });
}
