/**
 * The feed calls on the shared local host (replay at gameweek 12, seeded at start): who may
 * call what, the answer shapes, bad ids, and that a refresh with no change in the feed writes
 * nothing. Read-only against the replay clock, so it runs beside the other files.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { Browserish } from "../support/client";
import { CREATOR_EMAIL } from "../support/global-setup";
import { refreshed } from "../support/refresh-runs";
import { contract } from "../../shared/contract/routes";
import { pathOf } from "../support/api";

const baseUrl = inject("baseUrl");
const member = new Browserish(baseUrl);
const creator = new Browserish(baseUrl);

beforeAll(async () => {
  await member.signIn("feed-member@treble.test", "Feed Member");
  await creator.signIn(CREATOR_EMAIL, "Creator");
});

describe("feed calls", () => {
  it("need a signed-in user", async () => {
    const anonymous = new Browserish(baseUrl);
    for (const path of [
      pathOf(contract.feed.players),
      pathOf(contract.feed.gameweeks),
      pathOf(contract.feed.currentGameweek),
      pathOf(contract.feed.goalScorers),
      pathOf(contract.feed.refreshStatus),
      pathOf(contract.feed.verificationPlayers),
      pathOf(contract.feed.creatorDebug),
      pathOf(contract.feed.seasonStats),
      pathOf(contract.feed.gameweekScorers, { params: { id: "3" } }),
    ]) {
      expect((await anonymous.get(path)).status, path).toBe(401);
    }
    expect((await anonymous.call(contract.feed.refreshData)).status).toBe(401);
  });

  it("list every player in the spec's shape, never a manager", async () => {
    const { status, body } = await member.call(contract.feed.players);
    expect(status).toBe(200);
    expect(body).toHaveLength(820);
    expect(Object.keys(body[0]).sort()).toEqual([
      "firstName",
      "goalsLastSeason",
      "goalsScored",
      "id",
      "news",
      "nowCost",
      "position",
      "secondName",
      "status",
      "teamName",
      "webName",
    ]);
    expect(new Set(body.map((p: { position: string }) => p.position))).toEqual(new Set(["GKP", "DEF", "MID", "FWD"]));
    const haaland = body.find((p: { webName: string }) => p.webName === "Haaland");
    expect(haaland).toMatchObject({ teamName: "Man City", position: "FWD", goalsLastSeason: 22 });
  });

  it("list gameweeks with the feed's flags and name the current one", async () => {
    const { body } = await member.call(contract.feed.gameweeks);
    expect(body).toHaveLength(38);
    expect(body.filter((g: { isCurrent: boolean }) => g.isCurrent).map((g: { id: number }) => g.id)).toEqual([12]);
    const current = await member.call(contract.feed.currentGameweek);
    expect(current.body).toMatchObject({ id: 12, name: "Gameweek 12", isCurrent: true, isFinished: false });
    expect(Date.parse(current.body.deadlineTime)).toBeLessThan(Date.now());
    expect(Date.parse(body[12].deadlineTime)).toBeGreaterThan(Date.now());
  });

  it("list a gameweek's scorers and answer bad ids with 400 or 404", async () => {
    const { status, body } = await member.call(contract.feed.gameweekScorers, { params: { id: "12" } });
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(Object.keys(body[0]).sort()).toEqual(["currentGameweekGoals", "playerId", "playerName", "position", "teamName", "totalGoals"]);
    expect((await member.call(contract.feed.goalScorers)).body).toEqual(body);
    for (const bad of ["abc", "0", "39", "1.5", "-1"])
      expect((await member.call(contract.feed.gameweekScorers, { params: { id: bad } })).status, bad).toBe(400);
    expect((await member.call(contract.feed.gameweekScorers, { params: { id: "13" } })).body).toEqual([]);
  });

  it("give season stats, checking league membership when a league is named", async () => {
    const stats = await member.call(contract.feed.seasonStats);
    expect(stats.body[0]).toEqual({ playerId: expect.any(Number), playerName: "Haaland", seasonGoals: 14 });
    expect((await member.call(contract.feed.seasonStats, { query: { leagueId: "nope" } })).status).toBe(404);
  });

  it("show verification players with the price in tenths", async () => {
    const { body } = await member.call(contract.feed.verificationPlayers);
    expect(body[0]).toMatchObject({ playerName: "Haaland", teamName: "Man City", totalGoals: 14, price: expect.any(Number) });
  });

  it("keep the creator's debug view for the creator", async () => {
    const denied = await member.call(contract.feed.creatorDebug);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe("Creator access required");
    const { status, body } = await creator.call(contract.feed.creatorDebug);
    expect(status).toBe(200);
    expect(body.ourGameweek).toMatchObject({ id: 12, name: "Gameweek 12" });
    expect(body.realGameweek).toEqual({ id: 12, name: "Gameweek 12", finished: false });
    expect(body.gw3Scorers.length).toBeGreaterThan(0);
    // Each scorer by name and club, as the creator reads them, not by feed id alone.
    for (const scorer of body.gw3Scorers) expect(scorer).toMatchObject({ name: expect.any(String), teamName: expect.any(String) });
    expect(body.fplBootstrap.current).toMatchObject({ id: 12 });
  });

  it("let only league admins refresh, and a refresh with no change writes nothing", async () => {
    const denied = await member.call(contract.feed.refreshData);
    expect(denied.status).toBe(403);
    const admin = new Browserish(baseUrl);
    await admin.signIn("feed-admin@treble.test", "Feed Admin");
    expect((await admin.call(contract.leagues.create, { body: { name: "Feed Admins" } })).status).toBe(200);
    const goals = await refreshed(admin, contract.feed.refreshData);
    expect(goals).toMatchObject({ kind: "goals", status: "ok", source: "manual", writes: 0 });
    // bootstrap-static, the current week's fixtures (their stats and the match-day pace), the previous
    // week's (its late corrections, decision 0281) and the current week's live data.
    expect(goals.feedCalls).toBe(4);
    const refresh = await member.call(contract.feed.refreshStatus);
    expect(refresh.body).toMatchObject({ lastRefreshSource: "manual", lastAttempt: { status: "ok" } });
  });
});
