/**
 * A season whose feed knows nothing of the season before (the 2024-25 replay: its source has no
 * 2023-24 data), on a host of its own: players show no goals last season ("–", not 0), and
 * random picks, which draw from last season's scorers, refuse with a message instead of
 * "succeeding" with no players.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalHost } from "../../infra/local/host";
import { Browserish } from "../support/client";
import { startOwnHost } from "../support/own-host";
import { refreshed } from "../support/refresh-runs";
import { contract } from "../../shared/contract/routes";

const CREATOR = "last-season-creator@treble.test";
let host: LocalHost;
let creator: Browserish;

beforeAll(async () => {
  host = await startOwnHost("last-season", { creatorEmails: CREATOR, fplSeason: "2024-25", fplGameweek: 3 });
  creator = new Browserish(host.url);
  await creator.signIn(CREATOR, "Creator");
  expect((await refreshed(creator, contract.feed.creatorRefreshPlayers)).status).toBe("ok");
}, 300_000);

afterAll(async () => {
  await host?.close();
});

describe("a season with no record of the season before", () => {
  it("gives no player a number of goals last season", async () => {
    const players = (await creator.call(contract.feed.players)).body as Array<{ id: number; goalsLastSeason: number | null }>;
    expect(players.length).toBeGreaterThan(500);
    expect(players.filter((p) => p.goalsLastSeason !== null)).toEqual([]);
  });

  it("refuses random picks with a reason, and changes no one's list", async () => {
    const league = (await creator.call(contract.leagues.create, { body: { name: "No History" } })).body as { id: string };
    const random = await creator.call(contract.picks.randomPicks, { params: { id: league.id } });
    expect(random.status).toBe(409);
    expect(random.body).toMatchObject({
      code: "NO_ELIGIBLE_PLAYERS",
      message: expect.stringContaining("goals last season"),
    });
    expect((await creator.call(contract.picks.getTempPicks, { params: { leagueId: league.id } })).body).toEqual([]);
  });
});
