/** Picks: saving the ranked list, registering 15, random picks, copying, and who may do what. */
import { beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../support/eventually";
import { anonymous, leagueWith, signedIn } from "../support/people";
import { dataLayer } from "../support/store";
import { contract } from "../../shared/contract/routes";
import { pathOf } from "../support/api";

let playerIds: number[] = [];
let lastSeason = new Map<number, number>();
/** Players who have left the Premier League (the feed's status `u`). */
let departed = new Set<number>();
beforeAll(async () => {
  const client = await signedIn("players");
  const players = (await client.call(contract.feed.players)).body as Array<{ id: number; goalsLastSeason: number | null; status: string }>;
  playerIds = players.filter((p) => p.status !== "u").map((p) => p.id);
  lastSeason = new Map(players.map((p) => [p.id, p.goalsLastSeason ?? 0]));
  departed = new Set(players.filter((p) => p.status === "u").map((p) => p.id));
});
const ids = (n: number, from = 0) => playerIds.slice(from, from + n);
const listOf = (body: Array<{ fplPlayerId: number }>) => body.map((p) => p.fplPlayerId);

describe("saving the ranked list", () => {
  it("keeps the order through add, reorder and clear", async () => {
    const { admin, league } = await leagueWith();
    const path = pathOf(contract.picks.getTempPicks, { params: { leagueId: league.id } });
    expect((await admin.get(path)).body).toEqual([]);
    await admin.post(path, { picks: ids(3) });
    expect(listOf((await admin.get(path)).body)).toEqual(ids(3));
    const reordered = [ids(3)[2], ids(3)[0], ids(3)[1]];
    const saved = await admin.post(path, { picks: reordered });
    expect(saved.body).toMatchObject({ saved: true });
    expect((await admin.get(path)).body).toEqual(reordered.map((id, i) => ({ fplPlayerId: id, selectionOrder: i + 1 })));
    await admin.post(path, { picks: [] });
    expect((await admin.get(path)).body).toEqual([]);
  });

  it("never lets an older save overwrite a newer one", async () => {
    const { admin, league } = await leagueWith();
    const path = pathOf(contract.picks.getTempPicks, { params: { leagueId: league.id } });
    const newer = await admin.post(path, { picks: ids(5), revision: 2000 });
    const older = await admin.post(path, { picks: ids(4), revision: 1000 });
    expect(newer.body.saved).toBe(true);
    expect(older.body).toMatchObject({ saved: false, revision: 2000 });
    expect(listOf((await admin.get(path)).body)).toEqual(ids(5));
  });

  it("refuses bad lists with a clear 400 and keeps what was stored", async () => {
    const { admin, league } = await leagueWith();
    const path = pathOf(contract.picks.getTempPicks, { params: { leagueId: league.id } });
    await admin.post(path, { picks: ids(2) });
    const bad: Array<[unknown, string]> = [
      [{ picks: ids(16) }, "You can select at most 15 players."],
      [{ picks: [ids(1)[0], ids(1)[0]] }, "A player can be selected only once."],
      [{ picks: [999_999] }, "One of the selected players is not in the player list."],
      [{ picks: ["1", "2"] }, "Player ids must be numbers"],
      [{ picks: [1.5] }, ""],
      [{}, ""],
      [{ picks: ids(1), extra: 1 }, ""],
    ];
    for (const [body, message] of bad) {
      const res = await admin.post(path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(res.body.message).toBe(message);
    }
    expect(listOf((await admin.get(path)).body)).toEqual(ids(2));
  });

  it("refuses a player who has left the Premier League, to save or to register, and keeps what was stored", async () => {
    const { admin, league } = await leagueWith();
    const [gone] = departed;
    expect(gone, "the shared feed holds a departed player").toBeDefined();
    const message = "One of the selected players has left the Premier League. Please remove them and save again.";
    const path = pathOf(contract.picks.getTempPicks, { params: { leagueId: league.id } });
    await admin.post(path, { picks: ids(2) });
    const saved = await admin.post(path, { picks: [...ids(2), gone] });
    expect(saved.status).toBe(400);
    expect(saved.body.message).toBe(message);
    const registered = await admin.call(contract.picks.register, { body: { leagueId: league.id, picks: [...ids(14), gone] } });
    expect(registered.status).toBe(400);
    expect(registered.body.message).toBe(message);
    expect(listOf((await admin.get(path)).body)).toEqual(ids(2));
    expect((await admin.call(contract.picks.pickStatus, { params: { leagueId: league.id } })).body).toEqual([
      expect.objectContaining({ selectedCount: 2 }),
    ]);
  });

  it("is for members of that league only", async () => {
    const { league } = await leagueWith(1);
    const other = await leagueWith();
    const outsider = await signedIn("outsider");
    for (const client of [outsider, other.admin]) {
      expect((await client.call(contract.picks.saveTempPicks, { params: { leagueId: league.id }, body: { picks: ids(1) } })).status).toBe(
        403,
      );
      expect((await client.call(contract.picks.getTempPicks, { params: { leagueId: league.id } })).status).toBe(403);
    }
    expect((await anonymous().call(contract.picks.getTempPicks, { params: { leagueId: league.id } })).status).toBe(401);
    expect((await outsider.call(contract.picks.getTempPicks, { params: { leagueId: "no-such-league" } })).status).toBe(404);
  });

  it("locks picks once the league is live", async () => {
    const { admin, league } = await leagueWith();
    await admin.call(contract.picks.saveTempPicks, { params: { leagueId: league.id }, body: { picks: ids(2) } });
    await (await dataLayer()).setDraftMode(league.id, false);
    const res = await admin.call(contract.picks.saveTempPicks, { params: { leagueId: league.id }, body: { picks: ids(3) } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("LEAGUE_LIVE");
    expect((await admin.call(contract.picks.register, { body: { leagueId: league.id, picks: ids(15) } })).status).toBe(409);
    expect(listOf((await admin.call(contract.picks.getTempPicks, { params: { leagueId: league.id } })).body)).toEqual(ids(2));
  });
});

describe("registering", () => {
  it("needs exactly 15, then records PICKS_COMMITTED", async () => {
    const { admin, league } = await leagueWith();
    const short = await admin.call(contract.picks.register, { body: { leagueId: league.id, picks: ids(14) } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Please select exactly 15 players before saving.");
    expect((await admin.call(contract.picks.register, { body: { leagueId: league.id, picks: ids(15) } })).status).toBe(200);
    expect(listOf((await admin.call(contract.picks.getTempPicks, { params: { leagueId: league.id } })).body)).toEqual(ids(15));
    await eventually(async () => {
      const log = await admin.call(contract.activity.list, { query: { leagueId: league.id, search: "PICKS_COMMITTED" } });
      expect(log.body).toHaveLength(1);
    });
  });

  it("shows the registered list with player details to its owner and the league's admins only", async () => {
    const { admin, league, members } = await leagueWith(2);
    await members[0].call(contract.picks.register, { body: { leagueId: league.id, picks: ids(15, 10) } });
    const mine = (await members[0].call(contract.auth.userLeagues)).body[0].leagueUser.id;
    const own = await members[0].call(contract.picks.originalSelections, { params: { leagueUserId: mine } });
    expect(own.body).toHaveLength(15);
    expect(own.body[0]).toMatchObject({
      selectionOrder: 1,
      fplPlayerId: ids(1, 10)[0],
      player: { webName: expect.any(String), nowCost: expect.any(Number) },
    });
    expect((await admin.call(contract.picks.originalSelections, { params: { leagueUserId: mine } })).status).toBe(200);
    expect((await members[1].call(contract.picks.originalSelections, { params: { leagueUserId: mine } })).status).toBe(403);
    expect((await members[1].call(contract.picks.originalSelections, { params: { leagueUserId: "unknown" } })).status).toBe(404);
  });
});

describe("random picks", () => {
  it("gives 15 distinct players who all scored 5 or more last season and are still in the league", async () => {
    const { admin, league } = await leagueWith();
    const res = await admin.call(contract.picks.randomPicks, { params: { id: league.id }, body: {} });
    expect(res.status).toBe(200);
    const picked = res.body.picks.map((p: { playerId: number }) => p.playerId);
    expect(picked).toHaveLength(15);
    expect(new Set(picked).size).toBe(15);
    for (const id of picked) expect(lastSeason.get(id)).toBeGreaterThanOrEqual(5);
    for (const id of picked) expect(departed.has(id), `player ${id} has left`).toBe(false);
    // Today's pool: 73 scored 5 or more, 5 of whom have left the Premier League (status u).
    expect(res.body.eligiblePlayersCount).toBe([...lastSeason].filter(([id, g]) => g >= 5 && !departed.has(id)).length);
    expect(res.body.eligiblePlayersCount).toBeLessThan([...lastSeason.values()].filter((g) => g >= 5).length);
  });
});

describe("copying to other leagues", () => {
  it("copies to the user's other draft leagues, all or nothing", async () => {
    const { admin, league } = await leagueWith();
    const second = (await admin.call(contract.leagues.create, { body: { name: "Second" } })).body;
    const live = (await admin.call(contract.leagues.create, { body: { name: "Live one" } })).body;
    await (await dataLayer()).setDraftMode(live.id, false);
    const foreign = (await leagueWith()).league;
    await admin.call(contract.picks.saveTempPicks, { params: { leagueId: league.id }, body: { picks: ids(6) } });

    const refused = await admin.call(contract.picks.copySelections, {
      params: { id: league.id },
      body: { targetLeagueIds: [second.id, foreign.id] },
    });
    expect(refused.status).toBe(403);
    expect((await admin.call(contract.picks.getTempPicks, { params: { leagueId: second.id } })).body).toEqual([]);
    expect(
      (await admin.call(contract.picks.copySelections, { params: { id: league.id }, body: { targetLeagueIds: [second.id, live.id] } }))
        .status,
    ).toBe(409);
    expect(
      (await admin.call(contract.picks.copySelections, { params: { id: league.id }, body: { targetLeagueIds: [] } })).body.message,
    ).toBe("Please select at least one league to copy to.");

    const copied = await admin.call(contract.picks.copySelections, { params: { id: league.id }, body: { targetLeagueIds: [second.id] } });
    expect(copied.body).toMatchObject({ copied: [{ leagueId: second.id, name: "Second" }], count: 6 });
    expect(listOf((await admin.call(contract.picks.getTempPicks, { params: { leagueId: second.id } })).body)).toEqual(ids(6));
  });
});

describe("pick status", () => {
  it("counts each member's selections while in draft mode", async () => {
    const { admin, league, members } = await leagueWith(1);
    await members[0].call(contract.picks.saveTempPicks, { params: { leagueId: league.id }, body: { picks: ids(7) } });
    const status = (await admin.call(contract.picks.pickStatus, { params: { leagueId: league.id } })).body;
    expect(status.map((s: { selectedCount: number }) => s.selectedCount).sort()).toEqual([0, 7]);
  });
});

describe("archived members", () => {
  it("are back in the draft once they register 15 picks", async () => {
    const { admin, league, members } = await leagueWith(1);
    const row = (await admin.call(contract.draft.draftUsers, { params: { leagueId: league.id } })).body.find(
      (u: { isAdmin: boolean }) => !u.isAdmin,
    );
    await admin.call(contract.draft.archiveUsers, { params: { id: league.id }, body: { userIds: [row.id], reason: "No picks yet" } });
    expect((await members[0].call(contract.picks.register, { body: { leagueId: league.id, picks: ids(15) } })).status).toBe(200);
    const after = (await admin.call(contract.draft.draftUsers, { params: { leagueId: league.id } })).body.find(
      (u: { id: string }) => u.id === row.id,
    );
    expect(after).toMatchObject({ isArchived: false, readiness: "Ready" });
  });
});
