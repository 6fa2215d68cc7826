import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalHost, type LocalHost, type LocalHostOptions } from "../infra/local/host";
import type { Browserish } from "../tests/support/client";
import { countingProxy } from "../tests/support/counting-proxy";
import { seedMembers } from "../tests/support/seed-members";
import { freePort } from "../tests/support/ports";
import { benchSettings } from "../infra/local/local-settings";
import { contract } from "../shared/contract/routes";

/** What a benchmark asks of its host; ports and the data folder are the harness's. */
export type BenchHostOptions = Partial<Omit<LocalHostOptions, "port" | "oidcPort" | "dataDir" | "dynamoProxy">> & {
  /** Count every DynamoDB request on the wire (the functions run in worker threads). */
  countDynamo?: boolean;
};

export interface BenchHost {
  host: LocalHost;
  /** The wire counter, when asked for with `countDynamo`. */
  proxy: ReturnType<typeof countingProxy>;
  /** The host's data folder (its functions' log groups are in `logs/`). */
  dataDir: string;
}

/**
 * Runs `body` against a fresh local host on free ports with its own data folder, quiet, without
 * building the SPA unless asked, its first feed refresh (if any) done; then closes the host (and
 * the request counter) and removes the folder, whatever `body` did. BENCH_KEEP_DATA=1 keeps it.
 */
export async function withBenchHost<T>(name: string, options: BenchHostOptions, body: (bench: BenchHost) => Promise<T>): Promise<T> {
  const { countDynamo, ...hostOptions } = options;
  const dataDir = mkdtempSync(join(tmpdir(), `treble-bench-${name}-`));
  const proxy = countingProxy();
  const host = await startLocalHost({
    creatorEmails: "bench@treble.test",
    quiet: true,
    buildSpa: false,
    ...hostOptions,
    port: await freePort(),
    oidcPort: await freePort(),
    dataDir,
    ...(countDynamo ? { dynamoProxy: (endpoint: string) => proxy.start(endpoint) } : {}),
  });
  try {
    await host.firstRefresh;
    return await body({ host, proxy, dataDir });
  } finally {
    await host.close();
    await proxy.close();
    if (benchSettings().keepData) console.log(`data kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The nearest-rank percentile `p` (0-100) of `values`, which need not be sorted. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const median = (values: number[]) => percentile(values, 50);

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** `median …, p95 …, max … (n samples)` of `values`. */
export function summary(values: number[], unit = "ms"): string {
  const at = (p: number) => `${percentile(values, p).toFixed(1)} ${unit}`;
  return `median ${at(50)}, p95 ${at(95)}, max ${at(100)} (${values.length} samples)`;
}

/** Runs `call`, adding its time in milliseconds to `samples`. */
export async function timed<T>(samples: number[], call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await call();
  samples.push(performance.now() - started);
  return result;
}

/** `count` timed runs of `call` after `warmUp` untimed ones. */
export async function sample(count: number, call: () => Promise<unknown>, warmUp = 0): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < count; i++) await timed(samples, call);
  return samples;
}

/**
 * A live league of `members` through the data layer, as the API would leave it: the admin
 * (who creates it and saves their 15 picks through the API) and seeded memberships with their pick
 * counts and 15-player selections (batch puts), an executed draft run with 3 players each, and the one write that
 * takes the league live. Players are dealt in turn from `players`, repeating once a league has
 * more members than players (a real draft would stop there). Call it once the host has started:
 * the data layer binds to the host's store when first imported.
 */
export async function seedLiveLeague(admin: Browserish, members: number, players: number[], name: string): Promise<string> {
  const { startRun, adoptExecution } = await import("../functions/data/stores/draft-store");
  const { newId } = await import("../functions/data/table/ids");
  const { getRoster } = await import("../functions/data/stores/leagues-store");
  const created = await admin.call(contract.leagues.create, { body: { name } });
  if (created.status !== 200) throw new Error(`create league: ${JSON.stringify(created.body)}`);
  const leagueId = created.body.id as string;
  await seedMembers(leagueId, members - 1, (i) => Array.from({ length: 15 }, (_, j) => players[(i + j) % players.length]));
  const roster = (await getRoster(leagueId)).members;
  if (roster.length !== members) throw new Error(`seeded ${roster.length} of ${members}`);
  // The admin's own list goes through the API, which keeps its member's count.
  const saved = await admin.call(contract.picks.register, { body: { leagueId, picks: players.slice(0, 15) } });
  if (saved.status !== 200) throw new Error(`admin's picks: ${JSON.stringify(saved.body)}`);
  const runId = newId();
  await startRun({
    leagueId,
    runId,
    executionType: "final_execution",
    executedBy: roster[0].userId,
    executedByUsername: "Bench",
    seed: "bench",
    participantCount: members,
    ok: true,
    results: roster.map((m, i) => ({
      membershipId: m.membershipId,
      userId: m.userId,
      username: m.username,
      draftOrder: i + 1,
      playerIds: [0, 1, 2].map((k) => players[(i * 3 + k) % players.length]),
    })),
  });
  // Live from now: the January window takes leagues that went live before its close.
  const league = await adoptExecution(leagueId, runId, 1, new Date().toISOString());
  // Which leagues hold which players, as the adopt step writes it, so goals find this league.
  const { indexPicksOfLeague } = await import("../functions/data/stores/player-index");
  const { picksOfRun } = await import("../functions/data/stores/league-picks");
  const { getRun } = await import("../functions/data/stores/draft-store");
  await indexPicksOfLeague(league, picksOfRun(league, await getRun(leagueId, runId)));
  return leagueId;
}
