import http from "node:http";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { replayControl } from "../infra/local/fpl-replay/control";
import { repoRoot } from "../infra/local/host";
import { Browserish } from "../tests/support/client";
import { kb, percentile, seedLiveLeague, withBenchHost } from "./harness";
import { newGameweekStarts } from "./new-gameweek";
import { contract } from "../shared/contract/routes";
import { pathOf } from "../tests/support/api";

const CLIENTS = 50;
const SIZES = [10, 100, 300, 1000];
/** Calls made one at a time, for the latency of a board without queueing. */
const ALONE_CALLS = 30;
/** Calls spread over the 50 clients for the throughput row. */
const LOAD_CALLS = 200;
/** Measured auth-then-board passes under load (odd, for a median). */
const LOAD_PAIRS = 5;
/** Calls each after a change (the cache cannot answer), for the cost of reading and building a board. */
const MISS_CALLS = 10;
const REFRESH_LEAGUES = 100;
const REFRESH_LEAGUE_MEMBERS = 10;
/** Calls at once for a just-changed board: every open page of a 1,000-member league. */
const BURST = 1000;
/** The leagues a goal is measured against, and the one it is figured for. */
const LEAGUES_AT_SCALE = 10_000;

/** Keep-alive connections for the load clients, as browsers keep theirs. */
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

/**
 * One GET as the load clients make it: br/gzip accepted like a browser, the answer's bytes read to
 * the end but not decoded. The load clients share the host's process and cores here, so decoding
 * ~830 KB per board answer would be their own work charged to the server's figure.
 */
function fetchBytes(url: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { cookie, "accept-encoding": "br, gzip" } }, (res) => {
        res.on("data", () => undefined);
        res.on("end", () => resolve(res.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

/** `calls` GETs spread over `clients` concurrent clients, each waiting for its answer before the next; answers the times and calls per second. */
async function load(url: string, cookie: string, clients: number, calls: number) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < calls) {
        next += 1;
        const at = performance.now();
        const status = await fetchBytes(url, cookie);
        if (status !== 200) throw new Error(`${url}: ${status}`);
        times.push(performance.now() - at);
      }
    }),
  );
  return { sorted: times.sort((a, b) => a - b), perSecond: calls / ((performance.now() - started) / 1000) };
}

/**
 * Board calls each right after a change to the league's board (timed: the call only, its answer
 * read as the load clients read it, not decoded), so each reads the roster and builds the rows.
 */
async function changedBoards(url: string, cookie: string, leagueId: string, calls: number) {
  const { boardChanged } = await import("../functions/data/stores/board-version");
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    await boardChanged(leagueId);
    const at = performance.now();
    const status = await fetchBytes(url, cookie);
    if (status !== 200) throw new Error(`${url}: ${status}`);
    times.push(performance.now() - at);
  }
  return times;
}

/** Waits until the host has no background work in flight (an event's rule, its retries). */
async function untilHostQuiet(baseUrl: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const answer = (await (await fetch(`${baseUrl}/_local/quiet?timeoutMs=10000`)).json()) as { quiet?: boolean };
    if (answer.quiet) return;
  }
  throw new Error("the host did not settle");
}

/** Goals in the current gameweek for `playerId`, counting up from the last: each call is one goal, stored and announced. */
const goalCounts = new Map<number, number>();
async function oneGoal(baseUrl: string, season: string, gameweek: number, playerId: number) {
  const { storeAndAnnounceGoals } = await import("../tests/support/goals");
  const { goalsOfGameweek } = await import("../functions/data/stores/goals-store");
  if (!goalCounts.has(playerId))
    goalCounts.set(playerId, (await goalsOfGameweek(gameweek, undefined, season)).find((g) => g.playerId === playerId)?.goals ?? 0);
  const goals = (goalCounts.get(playerId) ?? 0) + 1;
  goalCounts.set(playerId, goals);
  await storeAndAnnounceGoals(season, gameweek, [{ playerId, goals }]);
  await untilHostQuiet(baseUrl);
}

/** Board calls each right after one member's rename (timed: the call only, not decoded): the member is read again, their row rebuilt. */
async function memberChangedBoards(url: string, cookie: string, leagueId: string, userId: string, calls: number) {
  const { updateMemberUsername } = await import("../functions/data/stores/leagues-store");
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    await updateMemberUsername(leagueId, userId, `Renamed ${i}`);
    const at = performance.now();
    const status = await fetchBytes(url, cookie);
    if (status !== 200) throw new Error(`${url}: ${status}`);
    times.push(performance.now() - at);
  }
  return times;
}

/** Calls each right after a change (a goal, a new gameweek; timed: the call only, its answer read but not decoded). */
async function callsAfter(url: string, cookie: string, change: () => Promise<void>, calls: number) {
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    await change();
    const at = performance.now();
    const status = await fetchBytes(url, cookie);
    if (status !== 200) throw new Error(`${url}: ${status}`);
    times.push(performance.now() - at);
  }
  return times;
}

/** The board builds each function instance logged since `since` for a league: instances and the most one built. */
function buildsSince(dataDir: string, leagueId: string, since: number) {
  const dir = join(dataDir, "logs");
  const perInstance = new Map<string, number>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".jsonl")))
    for (const line of readFileSync(join(dir, file), "utf8").split("\n")) {
      if (!line.includes("board-build")) continue;
      const event = JSON.parse(line) as { timestamp: number; message: string };
      const logged = JSON.parse(event.message.slice(event.message.indexOf("{"))) as { leagueId?: string; instance?: string };
      if (event.timestamp < since || logged.leagueId !== leagueId) continue;
      perInstance.set(logged.instance ?? "?", (perInstance.get(logged.instance ?? "?") ?? 0) + 1);
    }
  return {
    total: [...perInstance.values()].reduce((a, b) => a + b, 0),
    instances: perInstance.size,
    most: Math.max(0, ...perInstance.values()),
  };
}

/** One answer's size as it travels: raw JSON, and the bytes on the wire when the client accepts br (no decoding by fetch). */
function wireBytes(url: string, cookie: string): Promise<{ wire: number; encoding: string; etag: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { cookie, "accept-encoding": "br, gzip" } }, (res) => {
        let wire = 0;
        res.on("data", (chunk: Buffer) => (wire += chunk.length));
        res.on("end", () =>
          resolve({ wire, encoding: String(res.headers["content-encoding"] ?? "identity"), etag: String(res.headers.etag ?? "none") }),
        );
      })
      .on("error", reject);
  });
}

/** The board route's chunk and every chunk it imports statically, apart from the entry every route loads. */
function routeScriptSize() {
  const dir = join(repoRoot, "web/dist/assets");
  const files = readdirSync(dir);
  // The entry is every script index.html loads itself (the entry module and its modulepreloads).
  const entry = new Set(
    [...readFileSync(join(repoRoot, "web/dist/index.html"), "utf8").matchAll(/assets\/([^"]+\.js)"/g)].map((m) => m[1]),
  );
  const gzip = (file: string) => gzipSync(readFileSync(join(dir, file))).length;
  const closure = (start: string) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || entry.has(file)) return;
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
  return { entryGzip: sum(entry), routeGzip: sum(route), routeChunks: route.size, chartGzip: sum(chart) };
}

/**
 * Leaderboard benchmark on a fresh local host with the 2025-26 replay at GW28, every DynamoDB
 * request counted on the wire (a proxy in front of the stand-in: the functions run in worker
 * threads). Rows named as in issue 15's table, as ratios against `GET /api/auth/user` measured in
 * the same run: board p50 with one client at 10/100/1,000 members, throughput under 50 clients at
 * 1,000, the answer's bytes raw and on the wire, requests per call; then the route's script size
 * and a goals refresh with 100 live leagues stored.
 */
export async function run(): Promise<void> {
  // The burst of 1,000 calls queues for the host's 8 environments (Lambda would start one per call): the gateway waits it out.
  const options = {
    creatorEmails: "bench-board@treble.test",
    buildSpa: true,
    fplGameweek: 28,
    countDynamo: true,
    integrationTimeoutMs: 600_000,
  };
  await withBenchHost("board", options, async ({ host, proxy, dataDir }) => {
    const admin = new Browserish(host.url);
    await admin.signIn("bench-board@treble.test", "Bench");
    const cookie = `treble_session=${admin.cookie("treble_session") ?? ""}`;
    const players = ((await admin.call(contract.feed.players)).body as Array<{ id: number; goalsScored: number }>)
      .sort((a, b) => b.goalsScored - a.goalsScored)
      .map((p) => p.id);
    // The load clients share one session: the board's cost does not depend on which member asks.
    const url = (path: string) => new URL(path, host.url).href;
    const auth = url(pathOf(contract.auth.currentUser));
    await load(auth, cookie, 1, 5);
    const authAlone = percentile((await load(auth, cookie, 1, ALONE_CALLS)).sorted, 50);

    console.log(
      `\n== GET /api/leaderboard (local host, DynamoDB stand-in; baseline GET /api/auth/user: p50 ${authAlone.toFixed(1)} ms alone) ==`,
    );
    console.log("figure                                                  value        against auth");
    const row = (figure: string, value: string, ratio: string) => console.log(`${figure.padEnd(55)} ${value.padEnd(12)} ${ratio}`);
    let big = "";
    const { seasonOfLeague } = await import("../functions/data/read-models/season");
    const { getLeague } = await import("../functions/data/stores/leagues-store");
    const { listGameweeks } = await import("../functions/data/stores/feed-store");
    const { currentGameweek } = await import("../shared/gameweeks");
    let season = "";
    let gameweek = 28;
    for (const members of SIZES) {
      const leagueId = await seedLiveLeague(admin, members, players, `Bench ${members}`);
      const path = pathOf(contract.leaderboard.leaderboard, { query: { leagueId } });
      await load(url(path), cookie, 1, 2);
      const alone = percentile((await load(url(path), cookie, 1, ALONE_CALLS)).sorted, 50);
      row(`board p50, one client, ${members.toLocaleString("en")} members`, `${alone.toFixed(1)} ms`, `×${(alone / authAlone).toFixed(2)}`);
      const changed = percentile(await changedBoards(url(path), cookie, leagueId, MISS_CALLS), 50);
      row(
        `  after a league change (roster read), ${members.toLocaleString("en")}`,
        `${changed.toFixed(1)} ms`,
        `×${(changed / authAlone).toFixed(2)}`,
      );
      const renamed = ((await admin.get(path)).body as Array<{ userId: string }>).at(-1)?.userId ?? "";
      const memberChanged = percentile(await memberChangedBoards(url(path), cookie, leagueId, renamed, MISS_CALLS), 50);
      row(
        `  after a member's change (their row re-read), ${members.toLocaleString("en")}`,
        `${memberChanged.toFixed(1)} ms`,
        `×${(memberChanged / authAlone).toFixed(2)}`,
      );
      season ||= await seasonOfLeague(await getLeague(leagueId));
      gameweek = currentGameweek(await listGameweeks(season))?.gameweekId ?? gameweek;
      // players[0] is every bench league's first member's first pick: each goal moves this league.
      const afterGoal = percentile(
        await callsAfter(url(path), cookie, () => oneGoal(host.url, season, gameweek, players[0]), MISS_CALLS),
        50,
      );
      // The trivial call in the same conditions: each right after a goal has been stored and announced and the host has settled.
      const authAfterGoal = percentile(
        await callsAfter(auth, cookie, () => oneGoal(host.url, season, gameweek, players[0]), MISS_CALLS),
        50,
      );
      row(
        `  after a goal (standings moved, goals read), ${members.toLocaleString("en")}`,
        `${afterGoal.toFixed(1)} ms`,
        `×${(afterGoal / authAlone).toFixed(2)}; ×${(afterGoal / authAfterGoal).toFixed(2)} of auth after a goal (${authAfterGoal.toFixed(1)} ms)`,
      );
      // A gameweek starts for every league at once: the catalogue's changed items read alone, the rows with goals in either week rebuilt.
      const afterNewWeek = percentile(await callsAfter(url(path), cookie, newGameweekStarts, MISS_CALLS), 50);
      // The trivial call in the same conditions, right after it, as for a goal: the machine's load moves between the two less.
      const authAfterNewWeek = percentile(await callsAfter(auth, cookie, newGameweekStarts, MISS_CALLS), 50);
      row(
        `  after a new gameweek starts (league-wide), ${members.toLocaleString("en")}`,
        `${afterNewWeek.toFixed(1)} ms`,
        `×${(afterNewWeek / authAlone).toFixed(2)}; ×${(afterNewWeek / authAfterNewWeek).toFixed(2)} of auth after a new gameweek (${authAfterNewWeek.toFixed(1)} ms)`,
      );
      if (members === 1000) big = path;
    }
    // Steady state, as a service under load runs: a first pass at full concurrency brings up every
    // environment the load needs (each one's cold start, and each board function's one build of the
    // board), then measured passes of the two in turn, so a change in the machine's load (shared
    // here) falls on both; the figure is the median of the pairs' ratios.
    const authBurst = await load(auth, cookie, CLIENTS, LOAD_CALLS);
    const boardBurst = await load(url(big), cookie, CLIENTS, LOAD_CALLS);
    const pairs: Array<{ auth: Awaited<ReturnType<typeof load>>; board: Awaited<ReturnType<typeof load>> }> = [];
    for (let i = 0; i < LOAD_PAIRS; i++)
      pairs.push({ auth: await load(auth, cookie, CLIENTS, LOAD_CALLS), board: await load(url(big), cookie, CLIENTS, LOAD_CALLS) });
    const { auth: authLoad, board: boardLoad } = [...pairs].sort(
      (a, b) => a.board.perSecond / a.auth.perSecond - b.board.perSecond / b.auth.perSecond,
    )[Math.floor(LOAD_PAIRS / 2)];
    const pairRatios = pairs.map((p) => p.board.perSecond / p.auth.perSecond);
    const ratioRange = `${Math.min(...pairRatios).toFixed(2)}–${Math.max(...pairRatios).toFixed(2)}`;
    row(
      `board throughput, ${CLIENTS} clients, 1,000 members`,
      `${boardLoad.perSecond.toFixed(1)}/s`,
      `${(boardLoad.perSecond / authLoad.perSecond).toFixed(3)} (auth ${authLoad.perSecond.toFixed(1)}/s; ${LOAD_PAIRS} pairs ${ratioRange})`,
    );
    row(
      "  the first burst, environments starting, 1,000 members",
      `${boardBurst.perSecond.toFixed(1)}/s`,
      `${(boardBurst.perSecond / authBurst.perSecond).toFixed(3)} (auth ${authBurst.perSecond.toFixed(1)}/s)`,
    );
    row(
      `board p50 / p99 under ${CLIENTS} clients, 1,000 members`,
      `${percentile(boardLoad.sorted, 50).toFixed(0)} / ${percentile(boardLoad.sorted, 99).toFixed(0)} ms`,
      `auth ${percentile(authLoad.sorted, 50).toFixed(0)} / ${percentile(authLoad.sorted, 99).toFixed(0)} ms`,
    );
    const raw = Buffer.byteLength(await (await admin.raw(big)).text());
    const wire = await wireBytes(new URL(big, host.url).href, cookie);
    row(
      "board answer at 1,000 members, raw / on the wire",
      `${kb(raw)} / ${kb(wire.wire)}`,
      `${wire.encoding}, ETag ${wire.etag === "none" ? "none" : "strong"}`,
    );
    const notModified = await admin.raw(big, { headers: { "if-none-match": wire.etag } });
    row("unchanged board, If-None-Match", `${notModified.status}`, `${Buffer.byteLength(await notModified.text())} bytes`);
    proxy.counts.clear();
    await admin.raw(big).then((r) => r.arrayBuffer());
    row("DynamoDB requests per board call (on the wire), 1,000", `${proxy.total()}`, JSON.stringify(proxy.byOperation()));
    proxy.counts.clear();
    await changedBoards(url(big), cookie, new URL(big, host.url).searchParams.get("leagueId") ?? "", 1);
    proxy.counts.delete("UpdateItem");
    row("  the first call after a league change, 1,000", `${proxy.total()}`, JSON.stringify(proxy.byOperation()));
    const { updateMemberUsername } = await import("../functions/data/stores/leagues-store");
    const someone = ((await admin.get(big)).body as Array<{ userId: string }>)[1].userId;
    await updateMemberUsername(new URL(big, host.url).searchParams.get("leagueId") ?? "", someone, "Renamed Once More");
    proxy.counts.clear();
    await admin.raw(big).then((r) => r.arrayBuffer());
    row("  the first call after a member's change, 1,000", `${proxy.total()}`, JSON.stringify(proxy.byOperation()));
    await oneGoal(host.url, season, gameweek, players[0]);
    proxy.counts.clear();
    await admin.raw(big).then((r) => r.arrayBuffer());
    row("  the first call after a goal, 1,000", `${proxy.total()}`, JSON.stringify(proxy.byOperation()));
    await newGameweekStarts();
    proxy.counts.clear();
    await admin.raw(big).then((r) => r.arrayBuffer());
    row("  the first call after a new gameweek, 1,000", `${proxy.total()}`, JSON.stringify(proxy.byOperation()));

    // Every open page of the league asks for the new board in the same second.
    await oneGoal(host.url, season, gameweek, players[0]);
    const since = Date.now();
    const burst = await load(url(big), cookie, BURST, BURST);
    const builds = buildsSince(dataDir, new URL(big, host.url).searchParams.get("leagueId") ?? "", since);
    row(
      `${BURST.toLocaleString("en")} concurrent fetches after a goal, 1,000 members`,
      `p50 ${percentile(burst.sorted, 50).toFixed(0)} ms`,
      `p99 ${percentile(burst.sorted, 99).toFixed(0)} ms; ${builds.total} builds in ${builds.instances} environments (at most ${builds.most} each); all 200`,
    );

    proxy.counts.clear();
    await admin.raw(auth).then((r) => r.arrayBuffer());
    row("DynamoDB requests per /api/auth/user call (on the wire)", `${proxy.total()}`, JSON.stringify(proxy.byOperation()));

    const size = routeScriptSize();
    console.log("\n== Board route script (web/dist, gzip) ==");
    console.log(
      `entry (every route) ${kb(size.entryGzip)}; / and /leaderboard add ${kb(size.routeGzip)} in ${size.routeChunks} chunks; the goal-race chart loads after, ${kb(size.chartGzip)}`,
    );

    console.log(`\n== Goals refresh with ${REFRESH_LEAGUES} live leagues stored (${REFRESH_LEAGUE_MEMBERS} members each) ==`);
    const seedStarted = performance.now();
    for (let i = 0; i < REFRESH_LEAGUES; i++) await seedLiveLeague(admin, REFRESH_LEAGUE_MEMBERS, players, `Refresh ${i}`);
    console.log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
    const { refreshGoals } = await import("../functions/match-day/refresh-goals");
    await replayControl(host.replayUrl ?? "").setGameweek(29);
    proxy.counts.clear();
    const refresh = await refreshGoals("manual");
    console.log(
      `GW29 arrives: ${refresh.status}, ${refresh.durationMs} ms, ${refresh.writes} items written, ${refresh.reads} reads, ${proxy.total()} DynamoDB requests on the wire (${JSON.stringify(proxy.byOperation())}); no per-league writes (boards are computed when read), so the same at 10,000 leagues`,
    );
    // A goal for a player every one of these leagues holds (each league's first member has players[0]).
    proxy.clear();
    await oneGoal(host.url, season, gameweek, players[0]);
    const goalWrites = proxy.written.items;
    // Every bench league holds him: the three sized ones and the refresh's.
    const leagues = SIZES.length + REFRESH_LEAGUES;
    const perLeague = leagues;
    const fixed = goalWrites - perLeague;
    console.log(
      `a goal for a player ${leagues} leagues hold: ${goalWrites} items written (${perLeague} league standings, ${fixed} goal, version and run items), ${proxy.total()} DynamoDB requests (${JSON.stringify(proxy.byOperation())}); at ${LEAGUES_AT_SCALE.toLocaleString("en")} leagues holding him: ${(fixed + LEAGUES_AT_SCALE).toLocaleString("en")} writes`,
    );
    proxy.counts.clear();
    const quiet = await refreshGoals("manual");
    console.log(
      `the same GW29 again (nothing new): ${quiet.status}, ${quiet.writes} items written, ${proxy.total()} DynamoDB requests; the data version stays, so no open screen reloads`,
    );
  });
}
