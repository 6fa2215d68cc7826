import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { replayControl } from "../infra/local/fpl-replay/control";
import { repoRoot, startLocalHost } from "../infra/local/host";
import { Browserish } from "../tests/support/client";
import { freePort } from "../tests/support/ports";

const CLIENTS = 50;
const SIZES: Array<{ members: number; calls: number }> = [
  { members: 10, calls: 100 },
  { members: 100, calls: 100 },
  { members: 1000, calls: 50 },
];
/** Calls made one at a time, for the latency of a board without queueing. */
const ALONE_CALLS = 10;
const REFRESH_LEAGUES = 100;
const REFRESH_LEAGUE_MEMBERS = 10;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Every DynamoDB request the process sends, by command, counted in the SDK's middleware at the
 * last step before the wire (so retries and every page of a paginated query count). The
 * handlers and the seeding share the one document client, so this sees all their traffic.
 */
async function requestCounter() {
  const { documentClient } = await import("../functions/data/client");
  const counts = new Map<string, number>();
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      counts.set(context.commandName ?? "?", (counts.get(context.commandName ?? "?") ?? 0) + 1);
      return next(args);
    },
    { step: "finalizeRequest", name: "benchRequestCounter" },
  );
  const total = () => [...counts.values()].reduce((a, b) => a + b, 0);
  return {
    total,
    byCommand: () => Object.fromEntries(counts),
    reset: () => counts.clear(),
  };
}

/**
 * A live league of `members` through the data layer, as the API would leave it: memberships
 * and 15-player selections (batch puts), an executed draft run with 3 players each, and the
 * one write that takes the league live. Players are dealt in turn from the scorers, repeating
 * once a league has more members than players (a real draft would stop there).
 */
async function seedLiveLeague(admin: Browserish, members: number, players: number[], name: string) {
  const { Membership } = await import("../functions/data/entities/membership");
  const { Selection } = await import("../functions/data/entities/selection");
  const { putAll } = await import("../functions/data/put-all");
  const { startRun, adoptExecution } = await import("../functions/data/draft-store");
  const { newId } = await import("../functions/data/ids");
  const created = await admin.post("/api/leagues", { name });
  if (created.status !== 200) throw new Error(`create league: ${JSON.stringify(created.body)}`);
  const leagueId = created.body.id as string;
  const now = new Date().toISOString();
  const people = Array.from({ length: members - 1 }, (_, i) => ({ userId: `bench-${leagueId}-${i}`, email: `m${i}@bench.test`, username: `Member ${i + 1}` }));
  await putAll(
    Membership,
    people.map((p) => ({ membershipId: newId(), leagueId, ...p, isAdmin: false, isArchived: false, joinedAt: now, lastActivityAt: now })),
  );
  const roster = (await admin.get(`/api/leagues/${leagueId}/users`)).body as Array<{ id: string; userId: string; username: string }>;
  if (roster.length !== members) throw new Error(`seeded ${roster.length} of ${members}`);
  await putAll(
    Selection,
    roster.map((m, i) => ({ leagueId, userId: m.userId, playerIds: Array.from({ length: 15 }, (_, j) => players[(i + j) % players.length]), revision: 1, updatedAt: now })),
  );
  const runId = newId();
  await startRun({
    leagueId, runId, executionType: "final_execution", executedBy: roster[0].userId, executedByUsername: "Bench", seed: "bench", participantCount: members, ok: true,
    results: roster.map((m, i) => ({ membershipId: m.id, userId: m.userId, username: m.username, draftOrder: i + 1, playerIds: [0, 1, 2].map((k) => players[(i * 3 + k) % players.length]) })),
  });
  await adoptExecution(leagueId, runId, 1);
  return leagueId;
}

/** `calls` GETs spread over `clients` concurrent clients, each waiting for its answer before the next. */
async function load(clients: Browserish[], path: string, calls: number) {
  const times: number[] = [];
  let next = 0;
  let bytes = 0;
  await Promise.all(
    clients.map(async (client) => {
      while (next < calls) {
        next += 1;
        const started = performance.now();
        const response = await client.raw(path);
        const body = await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
        bytes = body.byteLength;
        times.push(performance.now() - started);
      }
    }),
  );
  return { sorted: times.sort((a, b) => a - b), bytes };
}

/** The board route's chunk and every chunk it imports statically, apart from the entry every route loads. */
function routeScriptSize() {
  const dir = join(repoRoot, "web/dist/assets");
  const files = readdirSync(dir);
  const entry = readFileSync(join(repoRoot, "web/dist/index.html"), "utf8").match(/assets\/(index-[^"]+\.js)/)![1];
  const gzip = (file: string) => gzipSync(readFileSync(join(dir, file))).length;
  const closure = (start: string) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || file === entry) return;
      seen.add(file);
      const code = readFileSync(join(dir, file), "utf8");
      for (const [, dep] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(dep);
    };
    visit(start);
    return seen;
  };
  const route = closure(files.find((f) => /^leaderboard-page-.*\.js$/.test(f))!);
  const chart = [...closure(files.find((f) => /^goal-race-chart-.*\.js$/.test(f))!)].filter((f) => !route.has(f));
  const sum = (list: Iterable<string>) => [...list].reduce((s, f) => s + gzip(f), 0);
  return { entryGzip: gzip(entry), routeGzip: sum(route), routeChunks: route.size, chartGzip: sum(chart) };
}

/**
 * Leaderboard benchmark on a fresh local host with the 2025-26 replay at GW29 (all goals so far
 * stored): board latency and DynamoDB requests per call for 10, 100 and 1,000 members under 50
 * concurrent clients; the route's script size; a goals refresh with 100 live leagues stored.
 */
export async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "treble-bench-board-"));
  const host = await startLocalHost({
    port: await freePort(), oidcPort: await freePort(), dataDir, creatorEmails: "bench-board@treble.test", quiet: true, buildSpa: true, fplGameweek: 28,
  });
  await host.firstRefresh;
  try {
    const requests = await requestCounter();
    const admin = new Browserish(host.url);
    await admin.signIn("bench-board@treble.test", "Bench");
    const players = ((await admin.get("/api/players")).body as Array<{ id: number; goalsScored: number }>)
      .sort((a, b) => b.goalsScored - a.goalsScored)
      .map((p) => p.id);
    // 50 clients on one session: the board's cost does not depend on which member asks.
    const clients: Browserish[] = Array.from({ length: CLIENTS }, () => admin);

    console.log(`\n== GET /api/leaderboard (local host, DynamoDB stand-in, ${CLIENTS} concurrent clients, replay at GW28) ==`);
    console.log("members   calls    p50 ms    p99 ms   alone p50 ms   DynamoDB requests/call   answer");
    for (const size of SIZES) {
      const seedStarted = performance.now();
      const leagueId = await seedLiveLeague(admin, size.members, players, `Bench ${size.members}`);
      const seedMs = performance.now() - seedStarted;
      const path = `/api/leaderboard?leagueId=${leagueId}`;
      await admin.raw(path).then((r) => r.arrayBuffer());
      requests.reset();
      await admin.raw(path).then((r) => r.arrayBuffer());
      const single = requests.total();
      const singleBy = requests.byCommand();
      requests.reset();
      const { sorted, bytes } = await load(clients, path, size.calls);
      const perCall = requests.total() / size.calls;
      const alone = (await load([admin], path, ALONE_CALLS)).sorted;
      console.log(
        `${String(size.members).padStart(7)} ${String(size.calls).padStart(7)} ${percentile(sorted, 50).toFixed(1).padStart(9)} ${percentile(sorted, 99).toFixed(1).padStart(9)} ${percentile(alone, 50).toFixed(1).padStart(14)}   ${`${single} (${Object.entries(singleBy).map(([k, v]) => `${v} ${k.replace("Command", "")}`).join(", ")}); ${perCall.toFixed(1)} under load`.padEnd(22)}   ${kb(bytes)} (seeded in ${(seedMs / 1000).toFixed(1)} s)`,
      );
    }

    const size = routeScriptSize();
    console.log("\n== Board route script (web/dist, gzip) ==");
    console.log(`entry (every route) ${kb(size.entryGzip)}; / and /leaderboard add ${kb(size.routeGzip)} in ${size.routeChunks} chunks; the goal-race chart loads after, ${kb(size.chartGzip)}`);

    console.log(`\n== Goals refresh with ${REFRESH_LEAGUES} live leagues stored (${REFRESH_LEAGUE_MEMBERS} members each) ==`);
    const seedStarted = performance.now();
    for (let i = 0; i < REFRESH_LEAGUES; i++) await seedLiveLeague(admin, REFRESH_LEAGUE_MEMBERS, players, `Refresh ${i}`);
    console.log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
    const { refreshGoals } = await import("../functions/feed/refresh-goals");
    await replayControl(host.replayUrl!).setGameweek(29);
    requests.reset();
    const refresh = await refreshGoals("manual");
    console.log(
      `GW29 arrives: ${refresh.status}, ${refresh.durationMs} ms, ${refresh.writes} items written, ${refresh.reads} reads, ${requests.total()} DynamoDB requests (${JSON.stringify(requests.byCommand())}); no per-league writes: boards are computed when read`,
    );
  } finally {
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
