/**
 * The replay moving seasons, on a host of its own: a league plays 2024-25 to its end (every member's total equals the pack's goals of their players), the clock moves on to 2025-26 and the store starts a new season, the old league's final table is unchanged, its admin starts the new season, goals last season come from 2024-25 by player code, and the new season drafts and scores on 2025-26's ids.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayControl } from "../../infra/local/fpl-replay/control";
import { loadPack, packsDir, type ReplayPack } from "../../infra/local/fpl-replay/pack";
import type { LocalHost } from "../../infra/local/host";
import { startOwnHost } from "../support/own-host";
import { RANDOM_PICKS_MIN_GOALS_LAST_SEASON } from "../../shared/constants";
import { Browserish } from "../support/client";
import { draftCall } from "../support/draft-runs";
import { liveLeague, type LiveLeague } from "../support/live-league";
import { refreshed } from "../support/refresh-runs";
import { contract, type RouteSpec } from "../../shared/contract/routes";

const CREATOR = "season-replay-creator@treble.test";
let host: LocalHost;
let creator: Browserish;
let old: LiveLeague;
const before = loadPack(join(packsDir, "2024-25")).pack;
const after = loadPack(join(packsDir, "2025-26")).pack;

type Row = {
  userId: string;
  username: string;
  totalGoals: number;
  picks: Array<{ playerId: number; fromGameweek: number; toGameweek?: number; seasonGoals: number }>;
};

/** A player's goals in the pack from one gameweek to another, straight from the weekly live data. */
function packGoals(pack: ReplayPack, playerId: number, from: number, to: number): number {
  let goals = 0;
  for (let week = from; week <= to; week++) for (const [id, , g] of pack.live[week] ?? []) if (id === playerId) goals += g;
  return goals;
}

beforeAll(async () => {
  host = await startOwnHost("season-replay", {
    creatorEmails: CREATOR,
    fplSeason: "2024-25",
    fplGameweek: 0,
  });
  creator = new Browserish(host.url);
  await creator.signIn(CREATOR, "Creator");
  old = await liveLeague(host.url, {
    stamp: `replay${Date.now()}`,
    leagueName: "Two Seasons",
    names: ["Ada Admin", "Ben Member", "Cy Member"],
  });
}, 300_000);

afterAll(async () => {
  await host?.close();
});

const board = async () =>
  (await old.members[0].call(contract.leaderboard.leaderboard, { query: { leagueId: old.league.id } })).body as Row[];
const refresh = async (route: RouteSpec) => expect((await refreshed(creator, route)).status).toBe("ok");

describe("the replay moves from 2024-25 to 2025-26", () => {
  let finalTable: Row[];
  let oldSeason: string;

  it("plays 2024-25 to its end: every total is the pack's goals of the member's players from GW1", async () => {
    await replayControl(host.replayUrl!).setSeason("2024-25", 39);
    await refresh(contract.feed.creatorRefreshPlayers);
    await refresh(contract.feed.creatorRefreshGoals);
    finalTable = await board();
    expect(finalTable).toHaveLength(3);
    for (const row of finalTable) {
      expect(row.picks).toHaveLength(3);
      for (const pick of row.picks)
        expect(pick.seasonGoals).toBe(packGoals(before, pick.playerId, pick.fromGameweek, pick.toGameweek ?? 38));
      expect(row.totalGoals).toBe(row.picks.reduce((n, p) => n + packGoals(before, p.playerId, 1, 38), 0));
    }
    expect(finalTable.some((r) => r.totalGoals > 0)).toBe(true);
    const seasons = (await old.admin.call(contract.leagues.seasons, { params: { id: old.league.id } })).body;
    expect(seasons.current).toMatchObject({ isOver: true, nextSeason: null, notOfferedBecause: "NO_NEWER_SEASON" });
    oldSeason = seasons.current.season;
  }, 600_000);

  it("moves the store to a new season when the feed answers 2025-26; the old league's table is unchanged", async () => {
    await replayControl(host.replayUrl!).setSeason("2025-26", 0);
    await refresh(contract.feed.creatorRefreshPlayers);
    const { listFeedSeasons } = await import("../../functions/data/read-models/season");
    const seasons = (await listFeedSeasons()).map((s) => s.season);
    expect(seasons).toHaveLength(2);
    expect(seasons[0]).toBe(oldSeason);
    expect(await board()).toEqual(finalTable);
    expect((await old.admin.call(contract.leagues.seasons, { params: { id: old.league.id } })).body.current).toMatchObject({
      isOver: true,
      nextSeason: seasons[1],
    });
  }, 600_000);

  it("starts the new season: the final table kept, goals last season by code, a draft and goals on 2025-26's ids", async () => {
    const started = await old.admin.call(contract.leagues.startNextSeason, { params: { id: old.league.id }, body: {} });
    expect(started.status).toBe(200);
    const past = (await old.members[0].call(contract.leagues.pastSeason, { params: { id: old.league.id }, query: { season: oldSeason } }))
      .body;
    expect(past.rows).toEqual(finalTable);

    // Goals last season: 2024-25's goals of the player with the same code, 0 for newcomers.
    const lastSeasonByCode = new Map(before.elements.map(([id, code]) => [code, packGoals(before, id, 1, 38)]));
    const players = (await old.members[0].call(contract.feed.players)).body as Array<{
      id: number;
      goalsLastSeason: number | null;
      status: string;
    }>;
    const codeOf = new Map(after.elements.map(([id, code]) => [id, code]));
    expect(players.length).toBe(after.elements.length);
    for (const p of players) expect(p.goalsLastSeason).toBe(lastSeasonByCode.get(codeOf.get(p.id) ?? -1) ?? 0);
    const random = (await old.members[0].call(contract.picks.randomPicks, { params: { id: old.league.id }, body: {} })).body as {
      picks: Array<{ playerId: number }>;
    };
    // Every random pick scored enough in 2024-25, by the pack's own goals of the player with his code.
    expect(random.picks.length).toBeGreaterThan(0);
    for (const p of random.picks)
      expect(lastSeasonByCode.get(codeOf.get(p.playerId) ?? -1) ?? 0, String(p.playerId)).toBeGreaterThanOrEqual(
        RANDOM_PICKS_MIN_GOALS_LAST_SEASON,
      );

    // The new season drafts from 2025-26's players and scores their 2025-26 goals from GW1.
    const pool = players
      .filter((p) => p.status !== "u")
      .sort((a, b) => (b.goalsLastSeason ?? 0) - (a.goalsLastSeason ?? 0))
      .map((p) => p.id);
    for (const [i, client] of [old.admin, ...old.members].entries()) {
      expect(
        (await client.call(contract.picks.register, { body: { leagueId: old.league.id, picks: pool.slice(i * 15, i * 15 + 15) } })).status,
      ).toBe(200);
    }
    for (const step of [contract.draft.simulateRoundRobin, contract.draft.confirmRoundRobin])
      expect((await draftCall(old.admin, step, old.league.id)).status).toBe(200);
    await replayControl(host.replayUrl!).setGameweek(4);
    await refresh(contract.feed.creatorRefreshGoals);
    const table = await board();
    expect(table.flatMap((r) => r.picks)).toHaveLength(9);
    for (const row of table) expect(row.totalGoals).toBe(row.picks.reduce((n, p) => n + packGoals(after, p.playerId, 1, 4), 0));
    expect(table.some((r) => r.totalGoals > 0)).toBe(true);
    // The finished season still reads as it ended.
    expect(
      (await old.members[0].call(contract.leagues.pastSeason, { params: { id: old.league.id }, query: { season: oldSeason } })).body.rows,
    ).toEqual(finalTable);
  }, 600_000);
});
