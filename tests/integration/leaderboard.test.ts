/** Leaderboards: who may see them, bad ids, draft-mode and live shapes, the simulated board. */
import { beforeAll, describe, expect, it } from "vitest";
import { anonymous, leagueWith, signedIn } from "../support/people";
import { executed, simulated } from "../support/draft-runs";
import { contract } from "../../shared/contract/routes";
import { pathOf } from "../support/api";

let playerIds: number[] = [];
beforeAll(async () => {
  const client = await signedIn("board-players");
  playerIds = ((await client.call(contract.feed.players)).body as Array<{ id: number; status: string; goalsScored: number }>)
    .filter((p) => p.status === "a")
    .sort((a, b) => b.goalsScored - a.goalsScored)
    .map((p) => p.id);
});

describe("leaderboard", () => {
  it("shows pick status in draft mode, then 3 picks and goals once live", async () => {
    const { admin, league, members } = await leagueWith(1);
    await admin.call(contract.picks.register, { body: { leagueId: league.id, picks: playerIds.slice(0, 15) } });
    await members[0].call(contract.picks.register, { body: { leagueId: league.id, picks: playerIds.slice(3, 18) } });
    const draftBoard = (await members[0].call(contract.leaderboard.leaderboard, { query: { leagueId: league.id } })).body;
    expect(draftBoard).toHaveLength(2);
    expect(draftBoard[0]).toMatchObject({ pickStatus: { selectedCount: 15, complete: true }, picks: [], totalGoals: 0, position: 1 });
    expect(draftBoard[0].userEmail).toBeUndefined();

    await simulated(admin, league.id);
    const simulatedBoard = (await admin.call(contract.leaderboard.leaderboard, { query: { leagueId: league.id, simulation: "true" } }))
      .body;
    expect(simulatedBoard.every((r: { isSimulated: boolean; picks: unknown[] }) => r.isSimulated && r.picks.length === 3)).toBe(true);
    expect((await members[0].call(contract.leaderboard.leaderboard, { query: { leagueId: league.id, simulation: "true" } })).status).toBe(
      403,
    );

    await executed(admin, league.id);
    const live = (await admin.call(contract.leaderboard.leaderboard, { query: { leagueId: league.id } })).body;
    for (const row of live) {
      expect(row.picks).toHaveLength(3);
      expect(row.totalGoals).toBe(row.picks.reduce((s: number, p: { seasonGoals: number }) => s + p.seasonGoals, 0));
      expect(row.userEmail).toContain("@");
    }
    expect(live[0].position).toBe(1);
  });

  it("is for members only, and checks gameweek ids", async () => {
    const { league, members } = await leagueWith(1);
    const outsider = await signedIn("board-outsider");
    expect((await outsider.call(contract.leaderboard.leaderboard, { query: { leagueId: league.id } })).status).toBe(403);
    expect((await anonymous().call(contract.leaderboard.leaderboard, { query: { leagueId: league.id } })).status).toBe(401);
    expect((await members[0].call(contract.leaderboard.leaderboard, { query: { leagueId: "nope" } })).status).toBe(404);
    expect((await members[0].call(contract.leaderboard.leaderboard)).status).toBe(404);
    expect(
      (await members[0].call(contract.leaderboard.gameweekBoard, { params: { gameweekId: "0" }, query: { leagueId: league.id } })).status,
    ).toBe(400);
    expect(
      (await members[0].call(contract.leaderboard.gameweekBoard, { params: { gameweekId: "abc" }, query: { leagueId: league.id } })).status,
    ).toBe(400);
    expect(
      (await members[0].call(contract.leaderboard.gameweekBoard, { params: { gameweekId: "38" }, query: { leagueId: league.id } })).status,
    ).toBe(200);
    expect(
      (await members[0].call(contract.leaderboard.gameweekBoard, { params: { gameweekId: "3" }, query: { leagueId: league.id } })).status,
    ).toBe(200);
    expect((await members[0].call(contract.leaderboard.dashboardStats, { query: { leagueId: league.id } })).body).toMatchObject({
      totalUsers: 2,
    });
    expect((await members[0].call(contract.leaderboard.race, { query: { leagueId: league.id } })).body.series).toHaveLength(2);
  });

  it("keeps every board call to the league's members, and answers unknown ids and gameweeks plainly", async () => {
    const { league, members } = await leagueWith(1);
    const other = await leagueWith(0);
    const outsider = other.admin;
    for (const path of [
      pathOf(contract.leaderboard.gameweekBoard, { params: { gameweekId: 5 }, query: { leagueId: league.id } }),
      pathOf(contract.leaderboard.race, { query: { leagueId: league.id } }),
      pathOf(contract.leaderboard.dashboardStats, { query: { leagueId: league.id } }),
      pathOf(contract.draft.finalAuditLog, { params: { leagueId: league.id } }),
    ]) {
      expect((await outsider.get(path)).status, path).toBe(403);
      expect((await anonymous().get(path)).status, path).toBe(401);
    }
    // Another league's id does not open this one's board, nor the other way round.
    expect((await members[0].call(contract.leaderboard.leaderboard, { query: { leagueId: other.league.id } })).status).toBe(403);
    expect(
      (await members[0].call(contract.leaderboard.gameweekBoard, { params: { gameweekId: "5" }, query: { leagueId: "unknown-league" } }))
        .status,
    ).toBe(404);
    expect((await members[0].call(contract.leaderboard.race, { query: { leagueId: "unknown-league" } })).status).toBe(404);
    for (const bad of ["39", "-1", "1.5", "99999"])
      expect(
        (await members[0].call(contract.leaderboard.gameweekBoard, { params: { gameweekId: bad }, query: { leagueId: league.id } })).status,
        bad,
      ).toBe(400);
    expect((await members[0].call(contract.feed.gameweekScorers, { params: { id: "39" } })).status).toBe(400);
    // Before any draft the audit panel has nothing to show; the board still lists everyone.
    expect((await members[0].call(contract.draft.finalAuditLog, { params: { leagueId: league.id } })).status).toBe(404);
    expect(
      (await members[0].call(contract.leaderboard.gameweekBoard, { params: { gameweekId: "5" }, query: { leagueId: league.id } })).body,
    ).toHaveLength(2);
  });
});
