import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { replayControl } from "../infra/local/fpl-replay/control";
import { startLocalHost } from "../infra/local/host";
import { Browserish } from "../tests/support/client";
import { freePort } from "../tests/support/ports";

const LATENCY_SAMPLES = 30;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Feed benchmark on a fresh local host (DynamoDB stand-in + replay at GW11): refresh costs on
 * the first run, with no change, and when a new gameweek's goals arrive; then /api/players.
 */
export async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "treble-bench-"));
  const host = await startLocalHost({
    port: await freePort(),
    oidcPort: await freePort(),
    dataDir,
    creatorEmails: "bench@treble.test",
    quiet: true,
    buildSpa: false,
    seedFeed: false,
    fplGameweek: 11,
  });
  try {
    const { refreshPlayers } = await import("../functions/feed/refresh-players");
    const { refreshGoals } = await import("../functions/feed/refresh-goals");
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
    const first = await user.raw("/api/players");
    const body = Buffer.from(await first.arrayBuffer());
    const times: number[] = [];
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      const started = performance.now();
      await (await user.raw("/api/players")).arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log("\n== GET /api/players ==");
    console.log(`players ${JSON.parse(body.toString("utf8")).length}, size ${kb(body.length)} raw, ${kb(gzipSync(body).length)} gzip`);
    console.log(
      `latency over ${LATENCY_SAMPLES} calls: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`,
    );
  } finally {
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
