import http from "node:http";
import { Browserish } from "../tests/support/client";
import { pathOf } from "../tests/support/api";
import { contract } from "../shared/contract/routes";
import { percentile, seedLiveLeague, withBenchHost } from "./harness";

/**
 * A new gameweek starting, as the feed's deadline makes it: the goals refresh finds the current
 * flag moved on (the week before is now the previous one, the next current) and stores the two or
 * three gameweeks that changed, then saves its run, which moves the feed data's version. Each call
 * moves the current week one on, wrapping back to the second week after the last: every call is a
 * league-wide change for every league of the season.
 */
export async function newGameweekStarts(): Promise<void> {
  const { listGameweeks, putGameweeks } = await import("../functions/data/stores/feed-store");
  const { feedSeason } = await import("../functions/data/read-models/season");
  const { saveRun } = await import("../functions/data/stores/refresh-runs-store");
  const { newId } = await import("../functions/data/table/ids");
  const { newIoCounter } = await import("../functions/data/table/io-counter");
  const season = await feedSeason();
  const weeks = await listGameweeks(season);
  const at = Math.max(
    0,
    weeks.findIndex((g) => g.isCurrent),
  );
  const next = at + 1 < weeks.length ? at + 1 : 1;
  const flags = (i: number) => ({ isPrevious: i === next - 1, isCurrent: i === next, isNext: i === next + 1 });
  const changed = weeks
    .map((g, i) => ({ g, i }))
    .filter(({ g, i }) => g.isPrevious !== flags(i).isPrevious || g.isCurrent !== flags(i).isCurrent || g.isNext !== flags(i).isNext)
    .map(({ g, i }) => {
      const { season: _s, updatedAt: _u, ...fields } = g;
      return { ...fields, ...flags(i) };
    });
  const io = newIoCounter();
  const startedAt = new Date().toISOString();
  await putGameweeks(changed, io, season);
  await saveRun(
    {
      runId: newId(),
      kind: "goals",
      source: "external_api",
      status: "ok",
      startedAt,
      finishedAt: new Date().toISOString(),
      durationMs: 1,
      feedCalls: 1,
      reads: io.reads,
      writes: io.writes,
      steps: [],
    },
    io,
  );
}

/** Members of the leagues measured (issue 38 item 3: within ×3 of the trivial call at both). */
const SIZES = [300, 1000];
/** Pairs of calls after a new gameweek: the board's first call, then the trivial call. */
const PAIRS = 15;

/** One GET timed to its last byte, br accepted as a browser accepts it and not decoded (as bench/leaderboard.ts reads). */
function timedGet(url: string, cookie: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const at = performance.now();
    http
      .get(url, { agent, headers: { cookie, "accept-encoding": "br, gzip" } }, (res) => {
        res.on("data", () => undefined);
        res.on("end", () => (res.statusCode === 200 ? resolve(performance.now() - at) : reject(new Error(`${url}: ${res.statusCode}`))));
      })
      .on("error", reject);
  });
}

/**
 * `npm run bench -- new-gameweek`: the first board call after a new gameweek starts, at 300 and
 * 1,000 members, against `GET /api/auth/user` called right after it, pair by pair, so a change
 * in the machine's load falls on both; with the DynamoDB requests of one such call (counted on
 * the wire). bench/leaderboard.ts has the same row among all the board's.
 */
export async function run(): Promise<void> {
  const options = { creatorEmails: "bench-week@treble.test", fplGameweek: 28, countDynamo: true };
  await withBenchHost("new-gameweek", options, async ({ host, proxy }) => {
    const admin = new Browserish(host.url);
    await admin.signIn("bench-week@treble.test", "Bench");
    const cookie = `treble_session=${admin.cookie("treble_session") ?? ""}`;
    const agent = new http.Agent({ keepAlive: true });
    const players = ((await admin.call(contract.feed.players)).body as Array<{ id: number; goalsScored: number }>)
      .sort((a, b) => b.goalsScored - a.goalsScored)
      .map((p) => p.id);
    const auth = new URL(pathOf(contract.auth.currentUser), host.url).href;
    console.log("\n== The first board call after a new gameweek starts (local host; against GET /api/auth/user after the same change) ==");
    for (const members of SIZES) {
      const leagueId = await seedLiveLeague(admin, members, players, `Week ${members}`);
      const board = new URL(pathOf(contract.leaderboard.leaderboard, { query: { leagueId } }), host.url).href;
      for (let i = 0; i < 3; i++) await timedGet(board, cookie, agent).then(() => timedGet(auth, cookie, agent));
      const boards: number[] = [];
      const auths: number[] = [];
      // One change a pair: a function holds the catalogue of the version just before (two changes
      // between calls would read it whole, which a real deadline never makes).
      for (let i = 0; i < PAIRS; i++) {
        await newGameweekStarts();
        boards.push(await timedGet(board, cookie, agent));
        auths.push(await timedGet(auth, cookie, agent));
      }
      await newGameweekStarts();
      proxy.counts.clear();
      await timedGet(board, cookie, agent);
      const [b, a] = [percentile(boards, 50), percentile(auths, 50)];
      console.log(
        `${members.toLocaleString("en").padStart(5)} members: board p50 ${b.toFixed(1)} ms, auth p50 ${a.toFixed(1)} ms: ×${(b / a).toFixed(2)} (${PAIRS} pairs; board p90 ${percentile(boards, 90).toFixed(1)} ms); DynamoDB requests ${proxy.total()} ${JSON.stringify(proxy.byOperation())}`,
      );
    }
    agent.destroy();
  });
}
