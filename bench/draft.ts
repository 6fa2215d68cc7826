import { runDraft, seededShuffle } from "../shared/draft";
import type { DraftParticipant, DraftPlayer } from "../shared/draft/types";
import { Browserish } from "../tests/support/client";
import { must } from "../shared/must";
import { seedMembers, seedWindowCandidates } from "../tests/support/seed-members";
import { kb, median, sample, seedLiveLeague, withBenchHost, type BenchHost } from "./harness";
import { benchSettings } from "../infra/local/local-settings";
import { contract } from "../shared/contract/routes";
import { pathOf } from "../tests/support/api";

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

/** League sizes simulated through the API and the workflow; BENCH_DRAFT_HUGE=0 leaves out 10,000 (its seeding alone takes a minute or more on a busy machine). */
const WORKFLOW_SIZES = benchSettings().draftHuge ? [100, 1000, 10_000] : [100, 1000];
/** Re-simulations of each league after its first, for the steady state's median (fewer at 10,000, ~7 s each). */
const repeatsAt = (size: number) => (size >= 10_000 ? 2 : SIM_REPEATS);

type Proxy = BenchHost["proxy"];
type Counts = { writes: number; batches: number; items: number; reads: number };
const countsOf = (proxy: Proxy): Counts => {
  const ops = proxy.byOperation();
  const writes = ["PutItem", "UpdateItem", "DeleteItem", "BatchWriteItem"].reduce((n, op) => n + (ops[op] ?? 0), 0);
  return { writes, batches: ops.BatchWriteItem ?? 0, items: proxy.written.items, reads: proxy.total() - writes };
};

interface Timed {
  /** From the call until the client's status call answered the end. */
  ms: number;
  /** The run record's own start (the API call) to finish, as the workflow wrote it: no polling in it. */
  runMs?: number;
  polls: number;
  counts: Counts;
  outcome: string;
  /** Each Task state's time in the workflow (its execution history), in order. */
  steps: Array<[string, number]>;
}

/**
 * The workflow's Task states and their times, from the execution's history as Step Functions
 * keeps it (the local host's runner answers GetExecutionHistory as AWS does).
 */
async function stepTimes(runId: string, simulationPrefix = "sim-"): Promise<Array<[string, number]>> {
  const { SFNClient, GetExecutionHistoryCommand } = await import("@aws-sdk/client-sfn");
  // The functions' configuration: the host set the bench process's environment as it set theirs.
  const { awsClientOptions, config } = await import("../functions/config");
  const arn = `${config.draftStateMachineArn.replace(":stateMachine:", ":execution:")}:${runId.startsWith("x-") ? runId : `${simulationPrefix}${runId}`}`;
  const { events = [] } = await new SFNClient(awsClientOptions(config.sfnEndpoint)).send(
    new GetExecutionHistoryCommand({ executionArn: arn }),
  );
  const entered = new Map<string, number>();
  const steps: Array<[string, number]> = [];
  for (const e of events) {
    if (e.type === "TaskStateEntered") entered.set(e.stateEnteredEventDetails?.name ?? "", e.timestamp?.getTime() ?? 0);
    const name = e.stateExitedEventDetails?.name ?? "";
    if (e.type === "TaskStateExited") steps.push([name, (e.timestamp?.getTime() ?? 0) - (entered.get(name) ?? 0)]);
  }
  return steps;
}

/** Status polls, each an API call: the reads column counts theirs too. */
const POLL_MS = 50;

/** How a kind of run is followed: its status call, and its workflow execution's name for a simulation. */
interface RunKind {
  statusPath: (leagueId: string, runId: string) => string;
  outcome: (answer: { status: number; body: any }) => string;
  simulationPrefix: string;
}
const DRAFT_RUN: RunKind = {
  statusPath: (leagueId, runId) => pathOf(contract.draft.runStatus, { params: { leagueId, runId } }),
  outcome: (res) =>
    res.status !== 200
      ? `status call ${res.status}`
      : res.body.state === "failed"
        ? `failed: ${res.body.failure?.code}`
        : res.body.simulation && !res.body.simulation.ok
          ? "stored, not everyone served"
          : "ok",
  simulationPrefix: "sim-",
};
const WINDOW_RUN: RunKind = {
  statusPath: (leagueId, runId) => pathOf(contract.window.windowRun, { params: { leagueId, runId } }),
  outcome: (res) => (res.status !== 200 ? `status call ${res.status}` : res.body.state === "failed" ? `failed: ${res.body.code}` : "ok"),
  simulationPrefix: "wsim-",
};

/**
 * One draft call followed to its end as the SPA does (202, then the status call), polled every
 * 50 ms: the client's time includes up to one interval and one status call of waiting that is
 * not work, so the run's own time (its record's start to finish) is shown beside it.
 */
async function timedRun(
  admin: Browserish,
  proxy: Proxy,
  path: string,
  leagueId: string,
  body: object = { leagueId },
  kind: RunKind = DRAFT_RUN,
): Promise<Timed> {
  const { getRun } = await import("../functions/data/stores/draft-store");
  proxy.clear();
  const started = performance.now();
  const call = await admin.request("POST", path, body);
  if (call.status !== 202)
    return {
      ms: performance.now() - started,
      polls: 0,
      counts: countsOf(proxy),
      outcome: `${call.status} ${call.body.code ?? ""}`,
      steps: [],
    };
  const runId = call.body.runId as string;
  let polls = 0;
  for (;;) {
    polls++;
    const res = await admin.get(kind.statusPath(leagueId, runId));
    if (res.status !== 200 || res.body.state !== "running") {
      const ms = performance.now() - started;
      const counts = countsOf(proxy);
      const run = await getRun(leagueId, runId, []);
      // The record can say the run ended before its last state, publish, has: wait for the workflow's end for its timings.
      await new Promise((r) => setTimeout(r, 100));
      return {
        ms,
        runMs: run?.processingTimeMs,
        polls,
        counts,
        outcome: kind.outcome(res),
        steps: await stepTimes(runId, kind.simulationPrefix),
      };
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

const HEADER = `${"".padEnd(40)} ${"client".padStart(8)} ${"auth".padStart(6)} ${"×auth".padStart(6)} ${"run".padStart(7)}  ${"writes".padStart(6)} ${"batches".padStart(7)} ${"items".padStart(6)} ${"reads".padStart(6)} ${"polls".padStart(5)}  outcome`;
function row(label: string, t: Timed, auth: number) {
  const run = t.runMs === undefined ? "-" : `${t.runMs.toFixed(0)} ms`;
  console.log(
    `${label.padEnd(40)} ${`${t.ms.toFixed(0)} ms`.padStart(8)} ${`${auth.toFixed(0)} ms`.padStart(6)} ${`×${(t.ms / auth).toFixed(0)}`.padStart(6)} ${run.padStart(7)}  ${String(t.counts.writes).padStart(6)} ${String(t.counts.batches).padStart(7)} ${String(t.counts.items).padStart(6)} ${String(t.counts.reads).padStart(6)} ${String(t.polls).padStart(5)}  ${t.outcome}`,
  );
  if (t.steps.length) console.log(`${"".padEnd(42)}steps: ${t.steps.map(([name, ms]) => `${name} ${ms} ms`).join(" · ")}`);
}
/** The median run of several, by the client's time (its counts with it). */
const medianOf = (runs: Timed[]): Timed => {
  const ms = median(runs.map((r) => r.ms));
  return { ...(runs.find((r) => r.ms === ms) ?? runs[0]), runMs: median(runs.map((r) => r.runMs ?? 0)) };
};

/**
 * A league of `size` through the data layer: the admin (whose 15 picks go through the API) and
 * seeded members with their pick counts, each ranking 15 available players drawn with a fixed
 * seed. Beyond about 200 members the players run out (3 each), so those simulations are stored
 * with "not everyone served" (the execute call would refuse them), after the whole run was
 * gathered, drafted and stored.
 */
async function seedLeague(admin: Browserish, size: number, available: number[]) {
  const league = (await admin.call(contract.leagues.create, { body: { name: `Bench ${size}` } })).body as { id: string };
  await seedMembers(league.id, size - 1, (i) => seededShuffle(available, `workflow-${size}-${i}`).slice(0, 15));
  await admin.call(contract.picks.register, { body: { leagueId: league.id, picks: seededShuffle(available, "admin").slice(0, 15) } });
  return league.id;
}

/**
 * A league of `size` that can go live: as many members draft as the players allow (each with
 * three players of their own ranked first, so every order serves them), the rest archived (left
 * out of the draft, still members), as tests/integration/board-scale.test.ts does at 1,000.
 */
async function seedExecutableLeague(admin: Browserish, size: number, available: number[]) {
  const league = (await admin.call(contract.leagues.create, { body: { name: `Bench live ${size}` } })).body as { id: string };
  const drafting = Math.min(size, Math.floor(available.length / 3) - 10);
  await seedMembers(
    league.id,
    size - 1,
    (i) => {
      const own = i < drafting - 1 ? available.slice(3 * (i + 1), 3 * (i + 2)) : [];
      return [...own, ...seededShuffle(available, `live-${size}-${i}`).filter((id) => !own.includes(id))].slice(0, 15);
    },
    (i) => i >= drafting - 1,
  );
  await admin.call(contract.picks.register, { body: { leagueId: league.id, picks: available.slice(0, 15) } });
  return { leagueId: league.id, size, drafting };
}

/** January window drafts run end to end; BENCH_DRAFT_HUGE=0 leaves out 10,000, as for the draft. */
const WINDOW_SIZES = benchSettings().draftHuge ? [1000, 10_000] : [1000];

/**
 * A live league of `size` whose every member holds three players (dealt in turn by the harness,
 * repeating past the season's players: more than a real draft serves, so the window's worst case,
 * every member taking part) and ranks five extra candidates. Answers the league and its season.
 */
async function windowLeague(admin: Browserish, size: number, players: number[]) {
  const { getRoster } = await import("../functions/data/stores/leagues-store");
  const leagueId = await seedLiveLeague(admin, size, players, `Window ${size}`);
  const { league, members } = await getRoster(leagueId);
  const seasonName = must(league, "the window league").seasonName;
  await seedWindowCandidates(
    leagueId,
    seasonName,
    members.map((m) => m.userId),
    (i) => seededShuffle(players, `window-${size}-${i}`).slice(0, 5),
  );
  return { leagueId, size, seasonName };
}

/**
 * Waits until the store has had no request for a second (two minutes at most): an execution's
 * notification fan-out runs on after its run ends and would be counted in the next row's span.
 */
async function quiet(proxy: Proxy) {
  let last = -1;
  for (const started = Date.now(); Date.now() - started < 120_000; await new Promise((r) => setTimeout(r, 1000))) {
    const now = proxy.total();
    if (now === last) return;
    last = now;
  }
}

/** A GET's size as a client that accepts no compression gets it: what the function returns to Lambda. */
async function plainBytes(client: Browserish, path: string) {
  const response = await client.raw(path, { headers: { "accept-encoding": "identity" } });
  return `${response.status} ${kb((await response.arrayBuffer()).byteLength)}`;
}

/**
 * The draft benchmark: the pure engine at three league sizes, then simulate and execute through
 * the HTTP API and the Step Functions workflow on a fresh local host, every DynamoDB request
 * counted on the wire (a proxy in front of the stand-in: the functions run in worker threads),
 * each time against GET /api/auth/user in the same run (the machine is shared).
 */
export async function run(): Promise<void> {
  await withBenchHost("draft", { fplGameweek: 11, countDynamo: true }, async ({ host, proxy }) => {
    const admin = new Browserish(host.url);
    await admin.signIn("draft-admin@bench.test", "Admin");
    const players = ((await admin.call(contract.feed.players)).body as FeedPlayer[]).filter((p) => p.status !== "u");
    engine(players);
    const available = players.filter((p) => p.status === "a").map((p) => p.id);
    const leagues = new Map<number, string>();
    for (const size of WORKFLOW_SIZES) leagues.set(size, await seedLeague(admin, size, available));
    const live = await Promise.all([100, 1000].map((size) => seedExecutableLeague(admin, size, available)));
    const windows = [];
    for (const size of WINDOW_SIZES) windows.push(await windowLeague(admin, size, available));
    // First calls are timed once the host's warm-up of the functions is over, not against it.
    await host.warmed;
    // The machine's load moves within a run: each figure is set against the auth route measured just before it.
    const authNow = async () => median(await sample(5, () => admin.call(contract.auth.currentUser), 1));

    console.log(
      "\n== Draft workflow (HTTP API + the Step Functions definition on the local host; auth: GET /api/auth/user p50 just before, ×auth: against it) ==",
    );
    console.log(
      `client: the call until its status call answered the end, polled every ${POLL_MS} ms; run: the run record's start (the call) to finish, written by the workflow; counts: DynamoDB requests on the wire in the client's span (reads include the polls')`,
    );
    console.log(HEADER);
    for (const size of WORKFLOW_SIZES) {
      const leagueId = leagues.get(size) ?? "";
      const label = `simulate, ${size.toLocaleString("en")} members`;
      // The first run of a league also sets its order; the first after start also loads the season's players into both functions.
      const auth = await authNow();
      row(
        `${label}, first${size === WORKFLOW_SIZES[0] ? " after start" : ""}`,
        await timedRun(admin, proxy, pathOf(contract.draft.simulateRoundRobin), leagueId),
        auth,
      );
      const again: Timed[] = [];
      const auths: number[] = [];
      for (let i = 0; i < repeatsAt(size); i++) {
        auths.push(await authNow());
        again.push(await timedRun(admin, proxy, pathOf(contract.draft.simulateRoundRobin), leagueId));
      }
      row(`${label}, median of ${again.length}`, medianOf(again), median(auths));
    }
    for (const { leagueId, size, drafting } of live) {
      const sim = await timedRun(admin, proxy, pathOf(contract.draft.simulateRoundRobin), leagueId);
      const auth = await authNow();
      const label = `execute, ${size.toLocaleString("en")} members${size > drafting ? ` (${drafting} drafting)` : ""}`;
      row(label, sim.outcome === "ok" ? await timedRun(admin, proxy, pathOf(contract.draft.confirmRoundRobin), leagueId) : sim, auth);
    }
    // The windows close now (they opened on 1 January): the leagues went live before it, so they take part.
    const { setWindowDeadline } = await import("../functions/data/stores/window-store");
    for (const seasonName of new Set(windows.map((w) => w.seasonName)))
      await setWindowDeadline(seasonName, new Date(Date.now() - 1000).toISOString(), "bench");
    console.log(
      "\n== January window draft (same workflow and columns; every member holds 3 players and ranks 5 candidates; no departures at this clock) ==",
    );
    console.log(HEADER);
    for (const { leagueId, size } of windows) {
      const label = `window, ${size.toLocaleString("en")} members`;
      for (const action of ["simulate", "execute"] as const) {
        await quiet(proxy);
        const auth = await authNow();
        row(
          `${label}, ${action}`,
          await timedRun(
            admin,
            proxy,
            pathOf(action === "simulate" ? contract.window.simulateWindowDraft : contract.window.executeWindowDraft, {
              params: { leagueId },
            }),
            leagueId,
            {},
            WINDOW_RUN,
          ),
          auth,
        );
      }
      const windowDraft = await plainBytes(admin, pathOf(contract.window.windowDraft, { params: { leagueId } }));
      const board = await plainBytes(admin, pathOf(contract.leaderboard.leaderboard, { query: { leagueId } }));
      console.log(`${"".padEnd(42)}uncompressed: window draft (both runs) ${windowDraft}, board ${board}`);
    }
    console.log("Goal: simulate at 100 members under 300 ms on this machine (client time); 10,000 members within the steps' 60 s timeout.");
  });
}
