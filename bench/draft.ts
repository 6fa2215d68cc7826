import { runDraft, seededShuffle } from "../shared/draft";
import type { DraftParticipant, DraftPlayer } from "../shared/draft/types";
import { Browserish } from "../tests/support/client";
import { draftCall } from "../tests/support/draft-runs";
import { median, sample, withBenchHost, type BenchHost } from "./harness";
import { benchSettings } from "../infra/local/local-settings";

const ENGINE_SIZES = [10, 100, 1000];
const ENGINE_RUNS = 7;
/** Re-simulations of the 100-member league, for a median of the steady state. */
const SIM_REPEATS = 5;

interface FeedPlayer {
  id: number;
  webName: string;
  teamName: string;
  status: string;
}

/** Every member ranks 15 real players, drawn per member from the whole list with a fixed seed. */
function league(size: number, players: FeedPlayer[]): DraftParticipant[] {
  const ids = players.map((p) => p.id);
  return Array.from({ length: size }, (_, i) => ({
    id: `m${i}`,
    username: `member${i}`,
    selections: seededShuffle(ids, `bench-${size}-${i}`).slice(0, 15),
  }));
}

function engine(players: FeedPlayer[]) {
  const byId: Record<number, DraftPlayer> = Object.fromEntries(
    players.map((p) => [p.id, { id: p.id, name: p.webName, team: p.teamName, status: p.status }]),
  );
  console.log(`\n== Draft engine (shared/draft runDraft, ${players.length} real players, 15 selections each, median of ${ENGINE_RUNS}) ==`);
  for (const size of ENGINE_SIZES) {
    const participants = league(size, players);
    const times: number[] = [];
    let outcome = runDraft({ seed: "warm-up", participants, players: byId });
    for (let run = 0; run < ENGINE_RUNS; run++) {
      const started = performance.now();
      outcome = runDraft({ seed: `bench-${run}`, participants, players: byId });
      times.push(performance.now() - started);
    }
    const short = outcome.results.filter((r) => r.playerIds.length < 3).length;
    const filled = outcome.results.reduce((n, r) => n + r.playerIds.length, 0);
    console.log(
      `${String(size).padStart(5)} members  ${median(times).toFixed(2).padStart(8)} ms  (${filled} of ${size * 3} turns filled, ${short} members short${size * 3 > players.length ? ": more picks than players" : ""}, log ${(outcome.auditLog.length / 1024).toFixed(0)} KB)`,
    );
  }
}

/** League sizes simulated through the API and the workflow; BENCH_DRAFT_HUGE=0 leaves out 10,000 (its seeding alone takes minutes on a busy machine). */
const WORKFLOW_SIZES = benchSettings().draftHuge ? [100, 1000, 10_000] : [100, 1000];

type Proxy = BenchHost["proxy"];
const line = (label: string, ms: number, proxy: Proxy, outcome: string) => {
  const ops = proxy.byOperation();
  const writes = ["PutItem", "UpdateItem", "DeleteItem", "BatchWriteItem"].reduce((n, op) => n + (ops[op] ?? 0), 0);
  console.log(
    `${label.padEnd(28)} ${ms.toFixed(0).padStart(7)} ms  ${String(writes).padStart(4)} write requests (${String(ops.BatchWriteItem ?? 0).padStart(3)} batches)  ${String(proxy.written.items).padStart(5)} items written  ${String(proxy.total() - writes).padStart(4)} reads  ${outcome}`,
  );
};

/**
 * A league of `size` through the data layer: the admin and seeded members (with their pick
 * counts, as the selection save leaves them), each ranking 15 available players drawn with a
 * fixed seed. Beyond about 200 members the players run out (3 each), so those simulations end
 * in the critical-draft refusal, after the whole run was gathered, drafted and stored.
 */
async function seedLeague(admin: Browserish, size: number, available: number[]) {
  const { Membership } = await import("../functions/data/entities/membership");
  const { Selection } = await import("../functions/data/entities/selection");
  const { putAll } = await import("../functions/data/put-all");
  const { newId } = await import("../functions/data/ids");
  const league = (await admin.post("/api/leagues", { name: `Bench ${size}` })).body as { id: string };
  const now = new Date().toISOString();
  await putAll(
    Membership,
    Array.from({ length: size - 1 }, (_, i) => ({
      membershipId: newId(),
      leagueId: league.id,
      userId: `bench-${size}-${i}`,
      email: `m${i}@bench.test`,
      username: `member${i}`,
      isAdmin: false,
      isArchived: false,
      joinedAt: now,
      lastActivityAt: now,
      pickCount: 15,
      pickRevision: 1,
    })),
  );
  await admin.post("/api/register", { leagueId: league.id, picks: seededShuffle(available, "admin").slice(0, 15) });
  await putAll(
    Selection,
    Array.from({ length: size - 1 }, (_, i) => ({
      leagueId: league.id,
      userId: `bench-${size}-${i}`,
      playerIds: seededShuffle(available, `workflow-${size}-${i}`).slice(0, 15),
      revision: 1,
      updatedAt: now,
    })),
  );
  return league.id;
}

/**
 * The draft benchmark: the pure engine at three league sizes, then simulate (and execute at 100
 * members) through the HTTP API and the Step Functions workflow on a fresh local host, every
 * DynamoDB request counted on the wire (a proxy in front of the stand-in: the functions run in
 * worker threads).
 */
export async function run(): Promise<void> {
  await withBenchHost("draft", { fplGameweek: 11, countDynamo: true }, async ({ host, proxy }) => {
    const admin = new Browserish(host.url);
    await admin.signIn("draft-admin@bench.test", "Admin");
    const players = ((await admin.get("/api/players")).body as FeedPlayer[]).filter((p) => p.status !== "u");
    engine(players);
    const available = players.filter((p) => p.status === "a").map((p) => p.id);

    console.log("\n== Draft workflow (HTTP API + Step Functions definition on the local host; time until the run ended) ==");
    const simulate = async (label: string, leagueId: string) => {
      proxy.clear();
      const started = performance.now();
      const sim = await draftCall(admin, "/api/simulate-round-robin", leagueId).catch((error: Error) => ({
        status: 0,
        body: { code: error.message },
      }));
      const ms = performance.now() - started;
      line(label, ms, proxy, sim.status === 200 ? "ok" : `${sim.status} ${sim.body.code ?? ""}`);
      return { sim, ms };
    };
    // The host warms the step function at start; the first run still loads the season's players into it.
    await simulate("first simulate after start, 10", await seedLeague(admin, 10, available));
    for (const size of WORKFLOW_SIZES) {
      const leagueId = await seedLeague(admin, size, available);
      const { sim } = await simulate(`simulate, ${size.toLocaleString("en")} members`, leagueId);
      if (size === 100) {
        // Re-simulating (the admin's next look at the order) measures the steady state, without the first run's order setup.
        const again = [];
        for (let i = 0; i < SIM_REPEATS; i++) again.push((await simulate(`  again (${i + 1} of ${SIM_REPEATS})`, leagueId)).ms);
        // The machine is shared: the same run's GET /api/auth/user says how loaded it was.
        const auth = await sample(10, () => admin.get("/api/auth/user"), 2);
        console.log(
          `simulate, 100 members, median of ${SIM_REPEATS} re-simulations: ${median(again).toFixed(0)} ms (goal < 300 ms; GET /api/auth/user p50 ${median(auth).toFixed(0)} ms in this run, ×${(median(again) / median(auth)).toFixed(1)})`,
        );
      }
      if (size === 100 && sim.status === 200) {
        proxy.clear();
        const at = performance.now();
        const done = await draftCall(admin, "/api/confirm-round-robin", leagueId);
        line(
          `execute, ${size} members`,
          performance.now() - at,
          proxy,
          done.status === 200 ? "ok" : `${done.status} ${done.body.code ?? ""}`,
        );
      }
    }
    console.log(
      "Counted on the wire: the API handlers, workflow steps and rule targets (activity log, notifications) that ran within the timed span.",
    );
  });
}
