/**
 * Starting a league's next season (product.md §10.13), and a full backup of it restored elsewhere with its finished season, on a host of its own (it adds a season to the store): refused with the catalogue's message and nothing changed while no newer season is stored or the league's is not over, for members and outsiders, and for unknown leagues; then one admin call keeps the finished season readable (final table, race, audit log) and moves the league, its draft history starting empty and its January window not open yet, into the new season in draft mode with its name, code and members, no picks, and last season's goals by player code.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { promisify } from "node:util";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalHost, type LocalHost } from "../../infra/local/host";
import { startOwnHost } from "../support/own-host";
import { messages } from "../../shared/messages";
import { RANDOM_PICKS_MIN_GOALS_LAST_SEASON } from "../../shared/constants";
import { candidateMessages } from "../../shared/window/candidates";
import { Browserish } from "../support/client";
import { draftCall } from "../support/draft-runs";
import { liveLeague, type LiveLeague } from "../support/live-league";
import { freePort } from "../support/ports";
import { refreshed } from "../support/refresh-runs";
import { addNextSeason, finishSeason, nextSeasonId } from "../support/season-change";
import { contract } from "../../shared/contract/routes";
import { badInput, pathOf } from "../support/api";

const CREATOR = "season-creator@treble.test";

let host: LocalHost;
let old: LiveLeague;
let outsider: Browserish;
/** The replay's season as the store names it, and the next one this file adds. */
let S: string;
const NEXT = "2031/32";

beforeAll(async () => {
  host = await startOwnHost("season-change", {
    creatorEmails: CREATOR,
    fplGameweek: 1,
  });
  old = await liveLeague(host.url, {
    stamp: `change${Date.now()}`,
    leagueName: "Season Change FC",
    names: ["Ada Admin", "Ben Member", "Cy Member"],
  });
  // The league scores from GW2: play the season on to GW8 so its table has goals.
  const moved = await fetch(`${host.replayUrl}/_replay/gameweek`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ gameweek: 8 }),
  });
  expect(moved.status).toBe(200);
  const creator = new Browserish(host.url);
  await creator.signIn(CREATOR, "Creator");
  expect((await refreshed(creator, contract.feed.creatorRefreshGoals)).status).toBe("ok");
  outsider = new Browserish(host.url);
  await outsider.signIn(`outsider.${Date.now()}@example.com`, "Olly Outsider");
}, 240_000);

afterAll(async () => {
  await host?.close();
});

const member = () => old.members[0];
const start = (client: Browserish, leagueId = old.league.id) =>
  client.call(contract.leagues.startNextSeason, { params: { id: leagueId }, body: {} });
/** Everything stored under the league's partition, to show a refused call changed nothing (the activity log lands a moment after earlier calls, so it is left out). */
async function leagueItems() {
  const { QueryCommand } = await import("@aws-sdk/lib-dynamodb");
  const { documentClient, tableName } = await import("../../functions/data/table/client");
  const res = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "pk = :p",
      ExpressionAttributeValues: { ":p": `$treble#leagueid_${old.league.id}` },
    }),
  );
  return (res.Items ?? [])
    .filter((i) => i.__edb_e__ !== "activity")
    .map((i) => JSON.stringify(i))
    .sort();
}

describe("starting the next season", () => {
  it("is refused while the store holds no newer season, and for anyone but the league's admin", async () => {
    const { listFeedSeasons } = await import("../../functions/data/read-models/season");
    S = (await listFeedSeasons()).map((s) => s.season)[0];
    const seasons = await old.admin.call(contract.leagues.seasons, { params: { id: old.league.id } });
    expect(seasons.status).toBe(200);
    expect(seasons.body).toEqual({
      current: { season: S, seasonName: expect.any(String), isOver: false, nextSeason: null, notOfferedBecause: "NO_NEWER_SEASON" },
      past: [],
    });

    const before = await leagueItems();
    const refused = await start(old.admin);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: messages.noNewerSeason });
    expect((await start(member())).status).toBe(403);
    expect((await start(outsider)).status).toBe(403);
    expect((await start(old.admin, "nosuchleague00000000000000")).status).toBe(404);
    expect(
      (await old.admin.call(contract.leagues.startNextSeason, { params: { id: old.league.id }, body: badInput({ season: NEXT }) })).status,
    ).toBe(400);
    expect((await outsider.call(contract.leagues.seasons, { params: { id: old.league.id } })).status).toBe(403);
    expect(await leagueItems()).toEqual(before);
  }, 120_000);

  it("is refused while the league's own season is not over, even with a newer one stored", async () => {
    await addNextSeason(S, NEXT, "2031-08-16T10:00:00Z");

    const before = await leagueItems();
    const refused = await start(old.admin);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: messages.seasonNotOver, code: "SEASON_NOT_OVER" });
    expect((await old.admin.call(contract.leagues.seasons, { params: { id: old.league.id } })).body.current).toMatchObject({
      isOver: false,
      nextSeason: null,
      notOfferedBecause: "SEASON_NOT_OVER",
    });
    expect(await leagueItems()).toEqual(before);

    // The board's feed calls read the league's own season: its header still says GW8 and its
    // scorers are its season's players, while a call naming no league reads the newest season.
    const own = await old.admin.call(contract.feed.gameweeks, { query: { leagueId: old.league.id } });
    expect(own.status).toBe(200);
    expect(own.body.find((g: { isCurrent: boolean }) => g.isCurrent)).toMatchObject({ id: 8 });
    const newest = await old.admin.call(contract.feed.gameweeks);
    expect(newest.body).toEqual([expect.objectContaining({ id: 1, isNext: true, deadlineTime: expect.stringContaining("2031-08-16") })]);
    const scorers = await old.admin.call(contract.feed.goalScorers, { query: { leagueId: old.league.id } });
    expect(scorers.status).toBe(200);
    expect(scorers.body.length).toBeGreaterThan(0);
    expect(scorers.body.every((s: { playerName: string }) => !s.playerName.endsWith("(next)"))).toBe(true);
    expect((await outsider.call(contract.feed.gameweeks, { query: { leagueId: old.league.id } })).status).toBe(403);
  }, 120_000);

  it("keeps the finished season readable and moves the league into the new one, back in draft mode with a draft history of its own", async () => {
    const { listPlayers } = await import("../../functions/data/stores/feed-store");
    // The old season ends: every gameweek finished, the last one current (what the feed says after GW38).
    const last = await finishSeason(S);
    expect((await old.admin.call(contract.leagues.seasons, { params: { id: old.league.id } })).body.current).toEqual({
      season: S,
      seasonName: expect.any(String),
      isOver: true,
      nextSeason: NEXT,
    });

    const tableBefore = (await member().call(contract.leaderboard.leaderboard, { query: { leagueId: old.league.id } })).body as Array<
      Record<string, unknown>
    >;
    const raceBefore = (await member().call(contract.leaderboard.race, { query: { leagueId: old.league.id } })).body;
    const auditBefore = (await member().call(contract.draft.finalAuditLog, { params: { leagueId: old.league.id } })).body;
    const leagueBefore = (
      (await old.admin.call(contract.auth.userLeagues)).body as Array<{ id: string; name: string; code: string; seasonName: string }>
    ).find((l) => l.id === old.league.id)!;
    expect(tableBefore.some((r) => (r.totalGoals as number) > 0)).toBe(true);
    const historyOf = async () =>
      ((await old.admin.call(contract.draft.history, { params: { leagueId: old.league.id } })).body as Array<{ id: string }>).map(
        (h) => h.id,
      );
    const oldRuns = await historyOf();
    expect(oldRuns.length).toBeGreaterThanOrEqual(2);

    const started = await start(old.admin);
    expect(started.status).toBe(200);
    expect(started.body).toEqual({
      leagueId: old.league.id,
      season: NEXT,
      seasonName: expect.any(String),
      isDraftMode: true,
      previousSeason: S,
    });
    expect(started.body.seasonName).not.toBe(leagueBefore.seasonName);

    // A second click (or a second admin) changes nothing more.
    const again = await start(old.admin);
    expect(again.status).toBe(409);

    // The season picker lists the finished season; its table, race and audit are as they ended.
    const seasons = (await member().call(contract.leagues.seasons, { params: { id: old.league.id } })).body;
    expect(seasons.current).toMatchObject({ season: NEXT, seasonName: started.body.seasonName, nextSeason: null });
    expect(seasons.past).toEqual([{ season: S, seasonName: leagueBefore.seasonName, finalGameweek: last, finishedAt: expect.any(String) }]);
    const past = await member().call(contract.leagues.pastSeason, { params: { id: old.league.id }, query: { season: S } });
    expect(past.status).toBe(200);
    // The final table is the last gameweek's: the season's totals and picks are the board's; that week scored nothing here.
    const weekless = (rows: Array<Record<string, unknown>>) =>
      rows.map(({ currentGameweekGoals: _w, picks, ...r }) => ({
        ...r,
        picks: (picks as Array<Record<string, unknown>>).map(({ gameweekGoals: _g, ...p }) => p),
      }));
    expect(weekless(past.body.rows)).toEqual(weekless(tableBefore));
    expect(past.body.race).toEqual(raceBefore);
    expect(past.body.audits).toEqual([{ kind: "main", ...auditBefore }]);
    // The draft history is this season's: empty until the new season drafts.
    expect(await historyOf()).toEqual([]);
    // The new season's January window lies ahead: candidates are refused with the catalogue's tone, nothing saved.
    const window = (await member().call(contract.window.windowState, { params: { leagueId: old.league.id } })).body;
    expect(window).toMatchObject({ seasonName: started.body.seasonName, state: "upcoming", candidates: [] });
    const early = await member().call(contract.window.saveWindowCandidates, {
      params: { leagueId: old.league.id },
      body: { playerIds: [nextSeasonId(1)] },
    });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ message: candidateMessages.WINDOW_NOT_OPEN, code: "WINDOW_NOT_OPEN" });
    expect((await member().call(contract.window.windowState, { params: { leagueId: old.league.id } })).body).toMatchObject({
      candidates: [],
      revision: 0,
    });
    expect((await member().call(contract.leagues.pastSeason, { params: { id: old.league.id }, query: { season: "2001/02" } })).status).toBe(
      404,
    );
    expect((await member().call(contract.leagues.pastSeason, { params: { id: old.league.id }, query: { season: "last" } })).status).toBe(
      400,
    );
    expect((await outsider.call(contract.leagues.pastSeason, { params: { id: old.league.id }, query: { season: S } })).status).toBe(403);

    // Same name, code and members, in draft mode, nobody's list left, an empty table.
    const leagueAfter = ((await old.admin.call(contract.auth.userLeagues)).body as Array<Record<string, unknown>>).find(
      (l) => l.id === old.league.id,
    )!;
    expect(leagueAfter).toMatchObject({
      name: leagueBefore.name,
      code: leagueBefore.code,
      isDraftMode: true,
      seasonName: started.body.seasonName,
    });
    const status = (await old.admin.call(contract.picks.pickStatus, { params: { leagueId: old.league.id } })).body as Array<{
      username: string;
      selectedCount: number;
    }>;
    expect(status.map((s) => [s.username, s.selectedCount])).toEqual([
      ["Ada Admin", 0],
      ["Ben Member", 0],
      ["Cy Member", 0],
    ]);
    const table = (await member().call(contract.leaderboard.leaderboard, { query: { leagueId: old.league.id } })).body as Array<{
      picks: unknown[];
      totalGoals: number;
    }>;
    expect(table).toHaveLength(3);
    expect(table.every((r) => r.picks.length === 0 && r.totalGoals === 0)).toBe(true);

    // Goals last season come from our own copy of the old one, by code.
    const oldByCode = new Map((await listPlayers(S)).map((p) => [p.code, p.goalsScored]));
    const nowPlayers = await listPlayers(NEXT);
    expect(nowPlayers.every((p) => p.goalsLastSeason === (oldByCode.get(p.code) ?? 0))).toBe(true);
    expect(nowPlayers.find((p) => p.playerId === 99_999)?.goalsLastSeason).toBe(0);
    const random = (await member().call(contract.picks.randomPicks, { params: { id: old.league.id }, body: {} })).body as {
      picks: Array<{ playerId: number }>;
    };
    expect(random.picks.length).toBeGreaterThan(0);
    const byId = new Map(nowPlayers.map((p) => [p.playerId, p]));
    expect(random.picks.every((p) => (byId.get(p.playerId)?.goalsLastSeason ?? 0) >= RANDOM_PICKS_MIN_GOALS_LAST_SEASON)).toBe(true);

    // The new season drafts on the new ids.
    const everyone = [old.admin, ...old.members];
    const pool = nowPlayers.filter((p) => p.status !== "u").map((p) => p.playerId);
    for (const [i, client] of everyone.entries()) {
      const saved = await client.call(contract.picks.register, {
        body: { leagueId: old.league.id, picks: pool.slice(i * 15, i * 15 + 15) },
      });
      expect(saved.status).toBe(200);
    }
    for (const step of [contract.draft.simulateRoundRobin, contract.draft.confirmRoundRobin])
      expect((await draftCall(old.admin, step, old.league.id)).status).toBe(200);
    const drafted = (await member().call(contract.leaderboard.leaderboard, { query: { leagueId: old.league.id } })).body as Array<{
      picks: Array<{ playerId: number; playerName: string }>;
    }>;
    expect(drafted.flatMap((r) => r.picks)).toHaveLength(9);
    expect(drafted.flatMap((r) => r.picks).every((p) => p.playerId >= nextSeasonId(1) && p.playerName.endsWith("(next)"))).toBe(true);
    // The history lists the new season's simulation and execution, none of last season's runs.
    const newRuns = await historyOf();
    expect(newRuns).toHaveLength(2);
    expect(newRuns.filter((id) => oldRuns.includes(id))).toEqual([]);
    // The finished season still reads as it ended.
    const still = (await member().call(contract.leagues.pastSeason, { params: { id: old.league.id }, query: { season: S } })).body;
    expect(still.rows).toEqual(past.body.rows);
    expect(still.audits).toEqual(past.body.audits);
  }, 240_000);

  it("restores from a full backup with the season it plays and the season it finished", async () => {
    const backup = await (
      await old.admin.raw(pathOf(contract.backup.download, { params: { type: "full" }, query: { leagueId: old.league.id } }))
    ).text();
    const parsed = JSON.parse(backup);
    expect(parsed.league).toMatchObject({
      season: NEXT,
      finishedSeasons: [{ season: S, seasonName: expect.any(String), finishedAt: expect.any(String) }],
    });
    const past = (await member().call(contract.leagues.pastSeason, { params: { id: old.league.id }, query: { season: S } })).body;
    const seasons = (await member().call(contract.leagues.seasons, { params: { id: old.league.id } })).body;

    const dir = mkdtempSync(join(tmpdir(), "treble-season-restore-"));
    try {
      writeFileSync(join(dir, "backup.json"), backup);
      const dataDir = join(dir, "data");
      const restored = await promisify(execFile)(process.execPath, [
        "--import",
        "tsx",
        "infra/local/restore-backup.ts",
        join(dir, "backup.json"),
        "--data-dir",
        dataDir,
      ]);
      expect(restored.stdout).toContain(`season ${NEXT}, finished seasons ${S}.`);
      const twinHost = await startLocalHost({
        port: await freePort(),
        oidcPort: await freePort(),
        dataDir,
        creatorEmails: "",
        quiet: true,
        buildSpa: false,
      });
      await twinHost.firstRefresh;
      try {
        const twin = new Browserish(twinHost.url);
        await twin.signIn((member() as Browserish & { email: string }).email, "Twin");
        expect((await twin.call(contract.leagues.seasons, { params: { id: old.league.id } })).body.past).toEqual(seasons.past);
        expect((await twin.call(contract.leagues.pastSeason, { params: { id: old.league.id }, query: { season: S } })).body).toEqual(past);
      } finally {
        await twinHost.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
