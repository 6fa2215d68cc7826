/**
 * The store keeps feed data per season (product.md §10.13), on a host of its own (it rewrites the feed's keys): a store written before seasons is moved under its season by the next refresh with every board unchanged; a new season in the store leaves an old league's board reading its own season only, and new leagues start in the new one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalHost } from "../../infra/local/host";
import { startOwnHost } from "../support/own-host";
import { Browserish } from "../support/client";
import { liveLeague, type LiveLeague } from "../support/live-league";
import { refreshed } from "../support/refresh-runs";
import { contract } from "../../shared/contract/routes";

const CREATOR = "seasons-creator@treble.test";
let host: LocalHost;
let creator: Browserish;
let old: LiveLeague;
/** The replay's season, as its (shifted) first deadline names it. */
let S: string;
const NEXT = "2030/31";

beforeAll(async () => {
  host = await startOwnHost("seasons", {
    creatorEmails: CREATOR,
    fplGameweek: 6,
  });
  creator = new Browserish(host.url);
  await creator.signIn(CREATOR, "Creator");
  old = await liveLeague(host.url, { stamp: `seasons${Date.now()}`, leagueName: "Old Season", names: ["Ada Admin", "Ben Member"] });
}, 240_000);

afterAll(async () => {
  await host?.close();
});

const board = async () => {
  const res = await old.admin.call(contract.leaderboard.leaderboard, { query: { leagueId: old.league.id } });
  expect(res.status).toBe(200);
  return res.body;
};

describe("feed data per season", () => {
  it("moves a store written before seasons under its season at the next refresh, boards unchanged", async () => {
    // Loaded after the host has set the environment the data layer reads.
    const { PutCommand, QueryCommand } = await import("@aws-sdk/lib-dynamodb");
    const { documentClient, tableName } = await import("../../functions/data/table/client");
    const { deletePartition } = await import("../../functions/data/table/partition");
    const { listPlayers, listGameweeks } = await import("../../functions/data/stores/feed-store");
    const { goalsOfSeason } = await import("../../functions/data/stores/goals-store");
    const { listFeedSeasons } = await import("../../functions/data/read-models/season");
    const seasons = (await listFeedSeasons()).map((s) => s.season);
    expect(seasons).toHaveLength(1);
    S = seasons[0];
    const before = await board();
    const [players, gameweeks, goals] = [await listPlayers(S), await listGameweeks(S), await goalsOfSeason(S)];
    expect(goals.length).toBeGreaterThan(0);

    // Rewrite the store as the code before seasons left it: the same records under the old keys.
    const raw = async (pk: string) =>
      (
        await documentClient.send(
          new QueryCommand({ TableName: tableName(), KeyConditionExpression: "pk = :p", ExpressionAttributeValues: { ":p": pk } }),
        )
      ).Items ?? [];
    const seasoned = { players: (await raw(`fpl#players#${S}`)).length, weeks: (await raw(`fpl#gameweeks#${S}`)).length };
    expect(seasoned).toEqual({ players: players.length, weeks: gameweeks.length });
    const put = (Item: Record<string, unknown>) => documentClient.send(new PutCommand({ TableName: tableName(), Item }));
    const marker = (entity: string) => ({ __edb_e__: entity, __edb_v__: "1" });
    for (const { season: _s, ...p } of players)
      await put({ ...p, pk: "fpl#players", sk: `$fplplayer_1#playerid_${p.playerId}`, ...marker("fplPlayer") });
    for (const { season: _s, ...g } of gameweeks)
      await put({ ...g, pk: "fpl#gameweeks", sk: `$gameweek_1#gameweekid_${g.gameweekId}`, ...marker("gameweek") });
    for (const { season: _s, ...g } of goals) {
      await put({
        ...g,
        pk: `$treble#gameweekid_${g.gameweekId}`,
        sk: `$gameweekgoals_1#playerid_${g.playerId}`,
        gsi1pk: `$treble#playerid_${g.playerId}`,
        gsi1sk: `$gameweekgoals_1#gameweekid_${g.gameweekId}`,
        gsi2pk: "fpl#goals",
        gsi2sk: `$gameweekgoals_1#gameweekid_${g.gameweekId}#playerid_${g.playerId}`,
        ...marker("gameweekGoals"),
      });
    }
    for (const pk of [`fpl#players#${S}`, `fpl#gameweeks#${S}`, "fpl#seasons"]) await deletePartition(pk);
    for (const g of goals) await deletePartition(`$treble#season_${S}#gameweekid_${g.gameweekId}`);
    expect(await listPlayers(S)).toEqual([]);

    const run = await refreshed(creator, contract.feed.creatorRefreshGoals);
    expect(JSON.stringify(run)).toMatch(new RegExp(`Moved \\d+ feed records stored before seasons under ${S}`));
    expect((await raw("fpl#players")).length + (await raw("fpl#gameweeks")).length).toBe(0);
    expect((await listPlayers(S)).length).toBe(players.length);
    expect((await goalsOfSeason(S)).map((g) => [g.gameweekId, g.playerId, g.goals]).sort()).toEqual(
      goals.map((g) => [g.gameweekId, g.playerId, g.goals]).sort(),
    );
    expect((await listFeedSeasons()).map((s) => s.season)).toEqual([S]);
    expect(await board()).toEqual(before);
  }, 180_000);

  it("starts a new season beside the old one: the old league still reads its own, new leagues start in the new one", async () => {
    const { putGameweeks, putPlayers, listPlayers } = await import("../../functions/data/stores/feed-store");
    const { recordFeedSeason } = await import("../../functions/data/read-models/season");
    const before = await board();
    const oldPlayers = await listPlayers(S);
    // A next season whose ids collide with this one's on purpose: the keys keep them apart.
    const next = [...oldPlayers]
      .sort((a, b) => (b.goalsLastSeason ?? 0) - (a.goalsLastSeason ?? 0))
      .slice(0, 40)
      .map(({ season: _s, updatedAt: _u, lastSeasonCheckedFor: _c, ...p }) => ({ ...p, goalsScored: 0, webName: `${p.webName} (next)` }));
    await recordFeedSeason(NEXT, "2030-08-21T17:30:00Z");
    await putPlayers(next, undefined, NEXT);
    await putGameweeks(
      [
        {
          gameweekId: 1,
          name: "Gameweek 1",
          deadlineTime: "2030-08-21T17:30:00Z",
          isPrevious: false,
          isCurrent: false,
          isNext: true,
          isFinished: false,
          dataChecked: false,
        },
      ],
      undefined,
      NEXT,
    );
    // No refresh here: the replay's answer, older than the newest season, would be written into it.

    expect(await board()).toEqual(before);
    expect((await listPlayers(S)).length).toBe(oldPlayers.length);
    const fresh = (await old.admin.call(contract.leagues.create, { body: { name: "New Season" } })).body;
    const { getLeague } = await import("../../functions/data/stores/leagues-store");
    expect((await getLeague(fresh.id))?.feedSeason).toBe(NEXT);
    // Random picks come from the league's own season: the new one's players for the new league,
    // the old one's for the old league.
    const fromNew = (await old.admin.call(contract.picks.randomPicks, { params: { id: fresh.id } })).body as {
      picks: Array<{ player: { webName: string } }>;
    };
    expect(fromNew.picks.length).toBeGreaterThan(0);
    expect(fromNew.picks.every((p) => p.player.webName.endsWith("(next)"))).toBe(true);
    const players = (await old.admin.call(contract.feed.players)).body as Array<{ webName: string }>;
    expect(players).toHaveLength(40);
    expect(players.every((p) => p.webName.endsWith("(next)"))).toBe(true);
  }, 180_000);
});
