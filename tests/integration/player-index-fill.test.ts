/**
 * The players' index filled once per season (decision 0263): a league that went live before the
 * index existed is missing from it, so a goal by its players reached none of its members; the
 * goals refresh's fill puts it in, stops with what it did when out of time, and marks the season
 * so later runs cost nothing.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { Browserish } from "../support/client";
import { CREATOR_EMAIL } from "../support/global-setup";
import { indexedLiveLeague } from "../support/goals";
import { dataLayer } from "../support/store";
import { contract } from "../../shared/contract/routes";

const creator = new Browserish(inject("baseUrl"));
let league: Awaited<ReturnType<typeof indexedLiveLeague>>;
let player: number;

beforeAll(async () => {
  await dataLayer();
  await creator.signIn(CREATOR_EMAIL, "Creator");
  const players = ((await creator.call(contract.feed.players)).body as Array<{ id: number }>).map((p) => p.id);
  league = await indexedLiveLeague(creator, 4, players.slice(40, 52), "Live Before The Index", { index: false });
  player = league.picks[Object.keys(league.picks)[0]][0].playerId;
}, 120_000);

describe("filling the players' index", () => {
  it("puts in the leagues gone live before it, after a stretch cut off by time, and marks the season", async () => {
    const { readPlayerIndex, playerIndexFilled } = await import("../../functions/data/stores/player-index");
    const { PlayerIndexFill } = await import("../../functions/data/entities/player-index-fill");
    const { fillPlayerIndex } = await import("../../functions/match-day/fill-player-index");
    const { RunLog } = await import("../../functions/feed/run-log");
    const holding = async () => ((await readPlayerIndex(league.season, [player])).get(player) ?? []).map((item) => item.leagueId);
    expect(await holding()).not.toContain(league.leagueId);
    // The host's own first goals run filled the season (then with no league to walk): as before it ran.
    expect(await playerIndexFilled(league.season)).toBe(true);
    await PlayerIndexFill.delete({ season: league.season }).go();

    const cut = new RunLog({ timeLeft: () => 0 });
    await fillPlayerIndex(cut, league.season);
    expect(cut.cutOff).toBe(true);
    expect(await playerIndexFilled(league.season)).toBe(false);

    const log = new RunLog();
    await fillPlayerIndex(log, league.season);
    expect(log.cutOff).toBe(false);
    expect(log.problems).toEqual([]);
    expect(log.steps.map((s) => s.message)).toContainEqual(expect.stringMatching(/^Players' index filled for .+: \d+ live leagues$/));
    expect(await holding()).toContain(league.leagueId);
    expect(await playerIndexFilled(league.season)).toBe(true);

    // Marked: the next full run does not walk the leagues again.
    const again = new RunLog();
    await fillPlayerIndex(again, league.season);
    expect(again.steps).toEqual([]);
  }, 120_000);
});
