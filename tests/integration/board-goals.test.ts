/**
 * The board after a goal at 1,000 members, on a host of its own whose DynamoDB requests are
 * counted on the wire: a goal moves the standings of the leagues holding the scorer only; the
 * next board call costs at most two requests (the first read and the goals), and one on a function
 * holding the goals before it (the run names its records on the version); 1,000 calls at once
 * for the just-changed board all get it, built at most once per function instance; the room hears
 * the changed picks, and the totals after a burst of goals and a correction are the feed's.
 */
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalHost } from "../../infra/local/host";
import { applyPickGoals, type PickGoals } from "../../shared/board-delta";
import { REALTIME_PROTOCOL } from "../../shared/contract/realtime";
import { Browserish } from "../support/client";
import { countingProxy } from "../support/counting-proxy";
import { indexedLiveLeague, storeAndAnnounceGoals } from "../support/goals";
import { startOwnHost } from "../support/own-host";
import { untilQuiet } from "../support/quiet";
import { openSocket, type TestSocket } from "../support/socket";
import { contract } from "../../shared/contract/routes";
import { pathOf } from "../support/api";

const CREATOR = "board-goals-creator@treble.test";
const MEMBERS = 1000;
const GAMEWEEK = 12;

interface Row {
  userId: string;
  username: string;
  position: number;
  totalGoals: number;
  currentGameweekGoals: number;
  picks: Array<{ playerId: number; fromGameweek: number; gameweekGoals: number; seasonGoals: number }>;
}

let host: LocalHost & { dataDir: string };
let admin: Browserish;
let players: number[];
let league: Awaited<ReturnType<typeof indexedLiveLeague>>;
let other: Awaited<ReturnType<typeof indexedLiveLeague>>;
let path: string;
const proxy = countingProxy();

/** The board's build log lines for one answer (its tag), per function instance: how often each built it. */
function buildsPerInstance(leagueId: string, etag: string): Map<string, number> {
  const dir = join(host.dataDir, "logs");
  const builds = new Map<string, number>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".jsonl")))
    for (const line of readFileSync(join(dir, file), "utf8").split("\n")) {
      if (!line.includes("board-build")) continue;
      const event = JSON.parse(line) as { timestamp: number; message: string };
      const logged = JSON.parse(event.message.slice(event.message.indexOf("{"))) as {
        kind?: string;
        leagueId?: string;
        instance?: string;
        etag?: string;
      };
      if (logged.kind !== "board-build" || logged.leagueId !== leagueId || logged.etag !== etag) continue;
      builds.set(logged.instance ?? "?", (builds.get(logged.instance ?? "?") ?? 0) + 1);
    }
  return builds;
}

/** Stored gameweek goals for a player now (absolute), as the test set them: none until the first. */
const goalsNow = new Map<number, number>();
async function goals(...set: Array<[playerId: number, goals: number]>) {
  for (const [playerId, n] of set) goalsNow.set(playerId, n);
  const changes = await storeAndAnnounceGoals(
    league.season,
    GAMEWEEK,
    set.map(([playerId, n]) => ({ playerId, goals: n })),
  );
  await untilQuiet(host.url);
  return changes;
}

/** GET the board as a browser does (br accepted) with node's http client, many at once: status, tag and bytes on the wire of each. */
function rawGet(cookie: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; etag: string; bytes: number }>((resolve, reject) => {
    http
      .get(new URL(path, host.url), { headers: { cookie, "accept-encoding": "br", ...headers }, agent: false }, (res) => {
        let bytes = 0;
        res.on("data", (c: Buffer) => (bytes += c.length));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, etag: String(res.headers.etag ?? ""), bytes }));
      })
      .on("error", reject);
  });
}

beforeAll(async () => {
  host = await startOwnHost("board-goals", {
    creatorEmails: CREATOR,
    fplGameweek: GAMEWEEK,
    dynamoProxy: (endpoint) => proxy.start(endpoint),
    // 1,000 calls at once queue here for 8 environments (Lambda would start as many as there are calls).
    integrationTimeoutMs: 600_000,
  });
  admin = new Browserish(host.url);
  await admin.signIn(CREATOR, "Creator");
  players = ((await admin.call(contract.feed.players)).body as Array<{ id: number; status: string }>)
    .filter((p) => p.status === "a")
    .map((p) => p.id);
  league = await indexedLiveLeague(admin, MEMBERS, players, "Goals At Scale");
  // A second league holding other players only: a goal for the first league's players leaves it alone.
  other = await indexedLiveLeague(admin, 10, players.slice(-60), "Goals Elsewhere");
  path = pathOf(contract.leaderboard.leaderboard, { query: { leagueId: league.leagueId } });
}, 240_000);

afterAll(async () => {
  await host?.close();
  await proxy.close();
});

describe("the board after a goal at 1,000 members", () => {
  it("moves the scorer's leagues only, and the next board call costs at most two DynamoDB requests", async () => {
    const { getLeague } = await import("../../functions/data/stores/leagues-store");
    const { readPlayerIndex } = await import("../../functions/data/stores/player-index");
    const index = await readPlayerIndex(league.season, [players[0], players.at(-60)!]);
    const held = new Map([...index].map(([player, items]) => [player, items.map((item) => item.leagueId)]));
    expect(held.get(players[0])).toContain(league.leagueId);
    expect(held.get(players[0])).not.toContain(other.leagueId);
    expect(held.get(players.at(-60)!)).toEqual(expect.arrayContaining([league.leagueId, other.leagueId]));
    const before = (await admin.get(path)).body as Row[];
    expect(before).toHaveLength(MEMBERS);
    const [first, elsewhere] = await Promise.all([getLeague(league.leagueId), getLeague(other.leagueId)]);
    const scorer = players[0];
    await goals([scorer, 1]);
    const [moved, untouched] = await Promise.all([getLeague(league.leagueId), getLeague(other.leagueId)]);
    expect(moved?.standingsVersion).toBeDefined();
    expect(moved?.standingsVersion).not.toBe(first?.standingsVersion);
    expect(moved?.boardVersion).toBe(first?.boardVersion);
    expect(untouched?.standingsVersion).toBe(elsewhere?.standingsVersion);

    proxy.clear();
    const after = await admin.get(path);
    expect(after.status).toBe(200);
    expect(proxy.total()).toBeLessThanOrEqual(2);
    const holders = Object.entries(league.picks)
      .filter(([, picks]) => picks.some((p) => p.playerId === scorer))
      .map(([userId]) => userId);
    expect(holders.length).toBeGreaterThan(0);
    for (const userId of holders) {
      const was = before.find((r) => r.userId === userId)!;
      expect((after.body as Row[]).find((r) => r.userId === userId)).toMatchObject({
        totalGoals: was.totalGoals + 1,
        currentGameweekGoals: was.currentGameweekGoals + 1,
      });
    }
  }, 120_000);

  it("answers 1,000 calls at once for a just-changed board with the new board, built at most once per function instance", async () => {
    const cookie = `treble_session=${admin.cookie("treble_session") ?? ""}`;
    // Every environment the host will use started and warm first (as a match's open pages keep them): a
    // cold start on this shared machine can overrun Lambda's 10 s init limit, which is not what is tested.
    await Promise.all(Array.from({ length: 64 }, () => rawGet(cookie)));
    const old = await rawGet(cookie);
    await goals([players[1], 2]);
    const answers = await Promise.all(Array.from({ length: 1000 }, () => rawGet(cookie)));
    expect(answers.filter((a) => a.status !== 200).map((a) => a.status)).toEqual([]);
    const tags = new Set(answers.map((a) => a.etag));
    expect(tags.size).toBe(1);
    expect([...tags][0]).not.toBe(old.etag);
    const fetched = await admin.raw(path);
    expect(fetched.headers.get("etag")).toBe([...tags][0]);
    const board = (await fetched.json()) as Row[];
    const holder = Object.entries(league.picks).find(([, picks]) => picks.some((p) => p.playerId === players[1]))![0];
    expect(board.find((r) => r.userId === holder)?.picks.find((p) => p.playerId === players[1])?.gameweekGoals).toBe(2);
    const builds = buildsPerInstance(league.leagueId, [...tags][0]);
    expect(builds.size).toBeGreaterThan(0);
    expect(Math.max(...builds.values())).toBe(1);
    // A client that already has the new board is answered 304.
    expect((await rawGet(cookie, { "if-none-match": [...tags][0] })).status).toBe(304);
  }, 180_000);

  it("tells the room the changed picks and who scored, and the totals after a burst and a correction are the feed's", async () => {
    const socket: TestSocket = await openSocket(host.url, `treble_session=${admin.cookie("treble_session") ?? ""}`);
    socket.send({ v: REALTIME_PROTOCOL, action: "subscribe", leagueId: league.leagueId });
    const joined = await socket.next();
    expect(joined).toMatchObject({ type: "subscribed" });
    let board = (await admin.get(path)).body as Row[];
    let version = joined.version as string;
    const start = structuredClone(board);
    const startGoals = new Map(goalsNow);

    // One minute with goals by two players (one of them twice), then the second one's goal taken back (VAR).
    const [a, b] = [players[2], players[3]];
    const burst: Array<Array<[number, number]>> = [
      [
        [a, 1],
        [b, 1],
      ],
      [[a, 3]],
      [[b, 0]],
    ];
    for (const set of burst) {
      const up = set.filter(([id, n]) => n > (goalsNow.get(id) ?? 0)).map(([id]) => id);
      await goals(...set);
      const event = await socket.nextOf("board.changed");
      expect(event).toMatchObject({ type: "board.changed", leagueId: league.leagueId, previous: version });
      expect([...event.scored].sort()).toEqual(up.sort());
      const applied = applyPickGoals(board, event.picks as PickGoals[]);
      expect(applied).toBeDefined();
      board = applied!;
      version = event.version;
    }
    await socket.close();

    // Straight from the feed: each member's start plus, per pick they hold, the goals the feed added.
    const fresh = (await admin.get(path)).body as Row[];
    for (const row of start) {
      const added = (league.picks[row.userId] ?? []).reduce(
        (sum, p) => sum + (goalsNow.get(p.playerId) ?? 0) - (startGoals.get(p.playerId) ?? 0),
        0,
      );
      const now = fresh.find((r) => r.userId === row.userId)!;
      expect(now.totalGoals, row.username).toBe(row.totalGoals + added);
      expect(now.currentGameweekGoals, row.username).toBe(row.currentGameweekGoals + added);
    }
    // The changes applied on the client give the board the server builds.
    expect(board.map((r) => [r.userId, r.position, r.totalGoals])).toEqual(fresh.map((r) => [r.userId, r.position, r.totalGoals]));
  }, 180_000);

  it("names a goal run's records on the version, so a warm function patches its goals and reads nothing but the first read", async () => {
    const { feedVersion } = await import("../../functions/data/stores/refresh-runs-store");
    const cookie = `treble_session=${admin.cookie("treble_session") ?? ""}`;
    // Every environment holds the season's goals at the current version (each builds the board once).
    await Promise.all(Array.from({ length: 64 }, () => rawGet(cookie)));
    const before = await feedVersion();
    const scorer = players[4];
    await goals([scorer, 1]);
    const after = await feedVersion();
    expect(after).toMatchObject({ goalsBase: before?.version, dataVersion: before?.dataVersion ?? before?.version });
    expect(after?.goalChanges).toEqual([{ season: league.season, gameweekId: GAMEWEEK, playerId: scorer, goals: 1, fixtures: [1] }]);

    proxy.clear();
    const answers = await Promise.all(Array.from({ length: 16 }, () => admin.get(path)));
    expect(proxy.byOperation()).toEqual({ BatchGetItem: 16 });
    const holder = Object.entries(league.picks).find(([, picks]) => picks.some((p) => p.playerId === scorer))![0];
    for (const answer of answers)
      expect((answer.body as Row[]).find((r) => r.userId === holder)?.picks.find((p) => p.playerId === scorer)?.gameweekGoals).toBe(1);
  }, 120_000);

  it("chains two goal runs finishing at once: the second follows the first, neither is skipped", async () => {
    const { feedVersion } = await import("../../functions/data/stores/refresh-runs-store");
    const { putWeekGoals } = await import("../../functions/data/stores/goals-store");
    const { recordRun } = await import("../../functions/feed/run-log");
    const before = await feedVersion();
    const [a, b] = await Promise.all(
      [players[5], players[6]].map((playerId) =>
        recordRun("goals", "manual", (log) => putWeekGoals(GAMEWEEK, [{ playerId, goals: 1, fixtures: [1] }], log.io, league.season)),
      ),
    );
    const after = await feedVersion();
    const [first, second] = after?.version === b.runId ? [a, b] : [b, a];
    expect(after).toMatchObject({ version: second.runId, goalsBase: first.runId });
    expect(after?.dataVersion).toBe(before?.dataVersion ?? before?.version);
  }, 60_000);
});
