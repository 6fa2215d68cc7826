/**
 * A season whose end no refresh saw, on a host of its own (it moves the replay's season): a league live in the 2024-25 replay is labelled by the season's own data ("2024/25", its January window opening between the recorded season's gameweeks); the feed then moves on to 2025-26 with no refresh at the end of 2024-25, and the next players refresh recognises the new season from the answer itself (ids re-issued), stores it beside the old one as "2025/26", never overwrites 2024-25's players, and leaves the league's every read as it was, its season over and the next one offered.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayControl } from "../../infra/local/fpl-replay/control";
import type { LocalHost } from "../../infra/local/host";
import { Browserish } from "../support/client";
import { liveLeague, type LiveLeague } from "../support/live-league";
import { startOwnHost } from "../support/own-host";
import { refreshed } from "../support/refresh-runs";
import { contract, type RouteSpec } from "../../shared/contract/routes";
import { pathOf } from "../support/api";

const CREATOR = "missed-end-creator@treble.test";
let host: LocalHost;
let creator: Browserish;
let old: LiveLeague;

beforeAll(async () => {
  host = await startOwnHost("season-missed-end", { creatorEmails: CREATOR, fplSeason: "2024-25", fplGameweek: 10 });
  creator = new Browserish(host.url);
  await creator.signIn(CREATOR, "Creator");
  old = await liveLeague(host.url, { stamp: `missed${Date.now()}`, leagueName: "Missed End", names: ["Ada Admin", "Ben Member"] });
}, 300_000);

afterAll(async () => {
  await host?.close();
});

const refresh = async (route: RouteSpec) => {
  const run = await refreshed(creator, route);
  expect(run.status, JSON.stringify(run)).toBe("ok");
  return run;
};
const id = () => old.league.id;
/** Everything a member of the league reads about its season. */
const leagueReads = async () => {
  const member = old.members[0];
  const read = async (path: string) => {
    const res = await member.get(path);
    expect(res.status, path).toBe(200);
    return res.body;
  };
  return {
    board: await read(pathOf(contract.leaderboard.leaderboard, { query: { leagueId: id() } })),
    race: await read(pathOf(contract.leaderboard.race, { query: { leagueId: id() } })),
    week: await read(pathOf(contract.leaderboard.gameweekBoard, { params: { gameweekId: 15 }, query: { leagueId: id() } })),
    gameweeks: await read(pathOf(contract.feed.gameweeks, { query: { leagueId: id() } })),
    seasonStats: await read(pathOf(contract.feed.seasonStats, { query: { leagueId: id() } })),
    scorers: await read(pathOf(contract.feed.goalScorers, { query: { leagueId: id() } })),
    weekScorers: await read(pathOf(contract.feed.gameweekScorers, { params: { id: 15 }, query: { leagueId: id() } })),
    status: await read(pathOf(contract.leagues.seasonStatus, { query: { leagueId: id() } })),
  };
};
const identities = (players: Array<{ playerId: number; code: number; webName: string }>) =>
  new Map(players.map((p) => [p.playerId, `${p.code} ${p.webName}`]));

describe("the replay's season, named and dated by its own data", () => {
  it("labels a 2024-25 league and its store season 2024/25, with its January window still to come at GW10", async () => {
    const { listFeedSeasons } = await import("../../functions/data/read-models/season");
    expect((await listFeedSeasons()).map((s) => s.season)).toEqual(["2024/25"]);
    expect((await old.admin.call(contract.leagues.seasonStatus, { query: { leagueId: id() } })).body).toEqual({
      isDraftMode: false,
      seasonName: "2024/25",
    });
    const leagues = (await old.admin.call(contract.auth.userLeagues)).body as Array<{ id: string; seasonName: string }>;
    expect(leagues.find((l) => l.id === id())?.seasonName).toBe("2024/25");

    // The recorded window (1 January to 3 February 2025) on the replay's clock: ahead of GW10's deadline.
    const { offsetMs } = await replayControl(host.replayUrl!).state();
    const window = (await old.members[0].call(contract.window.windowState, { params: { leagueId: id() } })).body;
    expect(window).toMatchObject({
      seasonName: "2024/25",
      state: "upcoming",
      opensAt: new Date(Date.parse("2025-01-01T00:00:00Z") + offsetMs).toISOString(),
      closesAt: new Date(Date.parse("2025-02-03T23:00:00Z") + offsetMs).toISOString(),
    });
  }, 120_000);

  it("opens the window at GW20, the first gameweek of the recorded January", async () => {
    await replayControl(host.replayUrl!).setGameweek(20);
    await refresh(contract.feed.creatorRefreshPlayers);
    await refresh(contract.feed.creatorRefreshGoals);
    const window = (await old.members[0].call(contract.window.windowState, { params: { leagueId: id() } })).body;
    expect(window).toMatchObject({ seasonName: "2024/25", state: "open", takesPart: true });
  }, 300_000);
});

describe("the feed moves on to 2025-26 before any refresh saw 2024-25 end", () => {
  it("stores 2025-26 as a new season, keeps 2024-25's players and every read of the league, and offers the next season", async () => {
    const { listFeedSeasons } = await import("../../functions/data/read-models/season");
    const { listPlayers } = await import("../../functions/data/stores/feed-store");
    const before = await leagueReads();
    expect((before.board as Array<{ totalGoals: number }>).some((r) => r.totalGoals > 0)).toBe(true);
    const oldPlayers = identities(await listPlayers("2024/25"));
    expect(oldPlayers.get(328)).toBe("118748 M.Salah");

    // No refresh at 2024-25's end: the next one already meets 2025-26, whose ids name other players.
    await replayControl(host.replayUrl!).setSeason("2025-26", 1);
    const run = await refresh(contract.feed.creatorRefreshPlayers);
    expect(JSON.stringify(run.steps ?? run)).toContain("New season 2025/26 in the store (ids reissued); 2024/25 is over as stored");
    expect((await listFeedSeasons()).map((s) => s.season)).toEqual(["2024/25", "2025/26"]);
    expect(identities(await listPlayers("2024/25"))).toEqual(oldPlayers);
    const next = identities(await listPlayers("2025/26"));
    expect(next.size).toBeGreaterThan(700);
    expect(next.get(328)).not.toBe(oldPlayers.get(328));

    // A league's picks name its own season's players: the list its members pick from is 2024-25's.
    type Listed = Array<{ id: number; webName: string }>;
    const webNameOf = (players: Listed, playerId: number) => players.find((p) => p.id === playerId)?.webName;
    expect(webNameOf((await old.members[0].call(contract.feed.players, { query: { leagueId: id() } })).body, 328)).toBe("M.Salah");
    expect(webNameOf((await old.members[0].call(contract.feed.players)).body, 328)).not.toBe("M.Salah");
    expect((await creator.call(contract.feed.players, { query: { leagueId: id() } })).status).toBe(403);

    // The goals refresh reads 2025-26's weeks into 2025-26 only.
    await refresh(contract.feed.creatorRefreshGoals);
    expect(await leagueReads()).toEqual(before);
    const seasons = (await old.admin.call(contract.leagues.seasons, { params: { id: id() } })).body;
    expect(seasons.current).toEqual({ season: "2024/25", seasonName: "2024/25", isOver: true, nextSeason: "2025/26" });

    // A league made now plays 2025-26, named so; the admin moves the old one on when ready.
    const fresh = (await creator.call(contract.leagues.create, { body: { name: "After The Move" } })).body as {
      id: string;
      seasonName: string;
    };
    expect(fresh.seasonName).toBe("2025/26");
    const started = await old.admin.call(contract.leagues.startNextSeason, { params: { id: id() }, body: {} });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.seasonName).toBe("2025/26");
    const past = (await old.members[0].call(contract.leagues.pastSeason, { params: { id: id() }, query: { season: "2024/25" } })).body;
    expect(past.rows).toEqual(before.board);
  }, 600_000);
});
