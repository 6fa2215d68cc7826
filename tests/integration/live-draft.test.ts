/**
 * The live draft over HTTP on the local host (product.md §10.15): set up, picks that name their
 * turn, refusals in plain words that change nothing, pause and resume keeping the time left,
 * undo, autopick switched on, an admin picking for a member, the pick clock's own autopick
 * through the Step Functions loop, and the last pick executing the draft as an execution does.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { LiveDraftView } from "../../shared/contract/responses";
import type { Browserish } from "../support/client";
import { eventually } from "../support/eventually";
import { availablePlayerIds, leagueWith } from "../support/people";
import { liveDraftLeague } from "../support/live-draft-league";
import { contract } from "../../shared/contract/routes";
import { executed, simulated } from "../support/draft-runs";

let playerIds: number[] = [];
beforeAll(async () => {
  playerIds = await availablePlayerIds((await leagueWith()).admin);
});

async function draftingLeague() {
  const setup = await liveDraftLeague(playerIds, "Test League");
  const onClock = async () => {
    const v = await setup.view();
    return { v, client: setup.clientOf(v.turn?.participantId) as Browserish };
  };
  return { ...setup, onClock };
}

describe("a live draft", () => {
  it("runs from set-up to the league going live, refusing what is out of turn and changing nothing then", { timeout: 90_000 }, async () => {
    const { admin, members, league, base, view, onClock, everyone } = await draftingLeague();
    expect(await view()).toMatchObject({ status: "none", version: 0 });
    expect((await members[0].post(base, { clock: "60s" })).status).toBe(403);
    expect((await admin.post(base, { clock: "5s" })).status).toBe(400);

    const setUp = await admin.post(base, { clock: "60s" });
    expect(setUp.status).toBe(200);
    expect(setUp.body).toMatchObject({ status: "running", order: expect.any(Array), turn: { overall: 1 } });
    expect(setUp.body.order).toHaveLength(4);
    expect(setUp.body.deadline - setUp.body.serverTime).toBeGreaterThan(55_000);
    expect((await admin.post(base, { clock: "60s" })).status).toBe(409);

    // Every member sees who autopick would take for them now: the top of their own list.
    for (const [i, client] of everyone.entries()) {
      expect((await view(client)).me?.wouldAutopick).toMatchObject({ playerId: playerIds[i * 5], reason: "ranked", rank: 1 });
    }

    let { client } = await onClock();
    const someoneElse = everyone.find((c) => c !== client) as Browserish;
    const notYours = await someoneElse.post(`${base}/picks`, { overall: 1, playerId: playerIds[60] });
    expect(notYours).toMatchObject({ status: someoneElse === admin ? 200 : 403 });
    if (someoneElse === admin) {
      // The admin may pick for the member on the clock; take it back for the rest of the test.
      expect((await admin.post(`${base}/undo`, {})).status).toBe(200);
    } else expect(notYours.body.message).toBe("It is not your turn");
    expect((await client.post(`${base}/picks`, { overall: 2, playerId: playerIds[61] })).body.message).toMatch(/already made|pick 1/);
    expect((await client.post(`${base}/picks`, { overall: 1, playerId: "x" })).status).toBe(400);
    expect((await client.post(`${base}/picks`, { overall: 1, playerId: 99_999_999 })).status).toBe(400);
    expect((await client.post(`${base}/picks`, { overall: 1, playerId: 9_999_999 })).body).toMatchObject({ message: "No such player" });
    const before = await view();
    expect(before.picks).toEqual([]);

    const first = await client.post(`${base}/picks`, { overall: 1, playerId: playerIds[70] });
    expect(first.status).toBe(200);
    expect(first.body.picks[0]).toMatchObject({ overall: 1, playerId: playerIds[70], by: "member" });
    ({ client } = await onClock());
    const taken = await client.post(`${base}/picks`, { overall: 2, playerId: playerIds[70] });
    expect(taken).toMatchObject({ status: 409, body: { message: "That player has already been picked" } });

    // Pause keeps the time left; picks wait; resume gives the time back.
    expect((await members[0].post(`${base}/pause`, {})).status).toBe(403);
    const paused = await admin.post(`${base}/pause`, {});
    expect(paused.body).toMatchObject({ status: "paused" });
    expect(paused.body.leftMs).toBeGreaterThan(50_000);
    expect((await client.post(`${base}/picks`, { overall: 2, playerId: playerIds[71] })).status).toBe(409);
    const resumed = await admin.post(`${base}/resume`, {});
    expect(resumed.body.status).toBe("running");
    expect(resumed.body.deadline - resumed.body.serverTime).toBeLessThanOrEqual(paused.body.leftMs);
    expect(resumed.body.deadline - resumed.body.serverTime).toBeGreaterThan(paused.body.leftMs - 5_000);

    // Undo: the player is free again and the turn goes back.
    const undone = await admin.post(`${base}/undo`, {});
    expect(undone.body.picks).toEqual([]);
    expect(undone.body.turn.overall).toBe(1);

    // Autopick switched on for everyone takes every turn at once, from each member's own list.
    for (const c of everyone) expect((await c.request("PUT", `${base}/autopick`, { on: true })).status).toBe(200);
    await eventually(async () => expect((await view()).status).toBe("done"));
    const done = await view();
    expect(done.picks).toHaveLength(12);
    expect(done.picks.every((p) => p.by === "autopick" && p.rank !== undefined)).toBe(true);

    // The last pick executed the draft: the league is live with exactly the room's picks.
    await eventually(async () =>
      expect((await admin.call(contract.leagues.seasonStatus, { query: { leagueId: league.id } })).body.isDraftMode).toBe(false),
    );
    const audit = await members[1].call(contract.draft.finalAuditLog, { params: { leagueId: league.id } });
    expect(audit.body.auditLog.lines.join("\n")).toContain("AUTOPICK (autopick is on)");
    for (const c of everyone) {
      const mine = (await c.call(contract.auth.userLeagues)).body.find((l: { id: string }) => l.id === league.id).leagueUser.id;
      const picks = await c.call(contract.draft.finalPicks, { params: { id: mine } });
      expect(picks.body.map((p: { player: { playerId: number } }) => p.player.playerId)).toEqual(
        done.picks.filter((p) => p.participantId === mine).map((p) => p.playerId),
      );
    }
  });

  it("lets an admin call off a draft that is only scheduled, and set up another", async () => {
    const { admin, members, base, view } = await draftingLeague();
    const startsAt = new Date(Date.now() + 2 * 60 * 60_000).toISOString();
    expect((await admin.post(base, { clock: "60s", startsAt })).body).toMatchObject({ status: "scheduled", startsAt });
    expect((await members[0].post(`${base}/cancel`, {})).status).toBe(403);
    expect(await view()).toMatchObject({ status: "scheduled" });
    const cancelled = await admin.post(`${base}/cancel`, {});
    expect(cancelled).toMatchObject({ status: 200, body: { status: "cancelled", order: [], picks: [] } });
    expect(await view(members[1])).toMatchObject({ status: "cancelled" });
    expect((await admin.post(base, { clock: "2m" })).body).toMatchObject({ status: "running", turn: { overall: 1 } });
    await admin.post(`${base}/cancel`, {});
  });

  it("lets only an admin switch another member's autopick, and logs who did what", async () => {
    const { admin, members, base, ids, league } = await draftingLeague();
    await admin.post(base, { clock: "2m" });
    expect((await members[0].request("PUT", `${base}/autopick`, { on: true, participantId: ids[2] })).status).toBe(403);
    expect((await admin.request("PUT", `${base}/autopick`, { on: false, participantId: ids[2] })).status).toBe(200);
    expect((await admin.request("PUT", `${base}/autopick`, { on: true, participantId: "nobody" })).status).toBe(409);
    expect((await admin.post(`${base}/cancel`, {})).body.status).toBe("cancelled");
    await eventually(async () => {
      const log = (await admin.call(contract.activity.list, { query: { leagueId: league.id } })).body as Array<{ actionType: string }>;
      expect(log.map((e) => e.actionType)).toEqual(
        expect.arrayContaining(["LIVE_DRAFT_SET_UP", "LIVE_AUTOPICK_SWITCHED", "LIVE_DRAFT_CANCELLED"]),
      );
    });
    // Cancelled means nothing kept: a new draft can be set up.
    expect((await admin.post(base, { clock: "60s" })).status).toBe(200);
  });

  it("autopicks from the member's own list when their clock runs out", { timeout: 90_000 }, async () => {
    const { admin, base, view, ids, everyone } = await draftingLeague();
    const setUp = (await admin.post(base, { clock: "30s" })).body as LiveDraftView;
    const first = setUp.turn?.participantId ?? "";
    const listOf = playerIds.slice(ids.indexOf(first) * 5, ids.indexOf(first) * 5 + 15);
    await new Promise((r) => setTimeout(r, (setUp.deadline ?? 0) - setUp.serverTime));
    await eventually(
      async () =>
        expect((await view()).picks[0]).toMatchObject({ overall: 1, participantId: first, playerId: listOf[0], by: "autopick", rank: 1 }),
      20_000,
    );
    const after = await view(everyone[0]);
    expect(after.turn?.overall).toBe(2);
    expect(after.picks[0].note).toContain("the clock ran out");
  });
});

describe("one draft at a time (issue #35)", () => {
  it(
    "refuses the auto draft's execution and a switch of mode while a live draft holds the league; simulating stays allowed",
    {
      timeout: 120_000,
    },
    async () => {
      const { admin, league, base, view } = await draftingLeague();
      // A league that went live once by the auto draft and is back in draft mode to draft again.
      expect((await simulated(admin, league.id)).status).toBe(200);
      expect((await executed(admin, league.id, { leagueId: league.id, archiveUsers: false })).status).toBe(200);
      const toggle = () => admin.call(contract.leagues.toggleSeasonMode, { body: { leagueId: league.id } });
      expect((await toggle()).body).toMatchObject({ isDraftMode: true });

      const startsAt = new Date(Date.now() + 3 * 60 * 60_000).toISOString();
      expect((await admin.post(base, { clock: "60s", startsAt })).body).toMatchObject({ status: "scheduled", holdsLeague: true });
      for (const running of [false, true]) {
        if (running) expect((await admin.request("PATCH", base, { startsAt: "now" })).body).toMatchObject({ status: "running" });
        const mode = await toggle();
        expect(mode).toMatchObject({ status: 409, body: { code: "LIVE_DRAFT_HOLDS_LEAGUE" } });
        expect(mode.body.message).toMatch(/live draft is set up/);
        // Simulating reads picks and changes nothing: still allowed. Executing it would decide the picks twice.
        expect((await simulated(admin, league.id)).status).toBe(200);
        const execute = await admin.call(contract.draft.confirmRoundRobin, { body: { leagueId: league.id, archiveUsers: false } });
        expect(execute).toMatchObject({ status: 409, body: { code: "LIVE_DRAFT_HOLDS_LEAGUE" } });
        const executeDraft = await admin.call(contract.draft.executeDraft, { params: { id: league.id } });
        expect(executeDraft).toMatchObject({ status: 409, body: { code: "LIVE_DRAFT_HOLDS_LEAGUE" } });
        const status = await admin.call(contract.leagues.seasonStatus, { query: { leagueId: league.id } });
        expect(status.body.isDraftMode).toBe(true);
      }
      expect((await view()).status).toBe("running");
      expect((await admin.post(`${base}/cancel`, {})).body).toMatchObject({ status: "cancelled", holdsLeague: false });
      // Called off: the league is the admin's again.
      expect((await toggle()).body).toMatchObject({ isDraftMode: false });
    },
  );

  it("lets the admin move a scheduled draft's start, change its clock and start it now, and nothing once started", async () => {
    const { admin, members, base, view, league } = await draftingLeague();
    const first = new Date(Date.now() + 3 * 60 * 60_000).toISOString();
    expect((await admin.post(base, { clock: "60s", startsAt: first })).status).toBe(200);

    // Refusals change nothing.
    expect((await members[0].request("PATCH", base, { clock: "90s" })).status).toBe(403);
    expect((await admin.request("PATCH", base, {})).body).toMatchObject({ status: "scheduled", startsAt: first, version: 1 });
    expect((await admin.request("PATCH", base, { clock: "5s" })).status).toBe(400);
    const past = await admin.request("PATCH", base, { startsAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past).toMatchObject({ status: 400, body: { message: "The new start must be in the future" } });
    const far = await admin.request("PATCH", base, { startsAt: new Date(Date.now() + 40 * 24 * 3_600_000).toISOString() });
    expect(far.status).toBe(400);
    expect(await view()).toMatchObject({ status: "scheduled", startsAt: first, clock: { name: "60s" } });

    const later = new Date(Date.now() + 5 * 60 * 60_000).toISOString();
    const moved = await admin.request("PATCH", base, { startsAt: later, clock: "2m" });
    expect(moved).toMatchObject({ status: 200, body: { status: "scheduled", startsAt: later, clock: { name: "2m" } } });
    expect(await view(members[1])).toMatchObject({ status: "scheduled", startsAt: later, clock: { name: "2m" } });

    const now = await admin.request("PATCH", base, { startsAt: "now" });
    expect(now).toMatchObject({ status: 200, body: { status: "running", turn: { overall: 1 }, clock: { name: "2m" } } });
    expect(now.body.order).toHaveLength(4);
    expect(now.body.deadline - now.body.serverTime).toBeGreaterThan(100_000);
    const tooLate = await admin.request("PATCH", base, { clock: "30s" });
    expect(tooLate).toMatchObject({ status: 409, body: { code: "LIVE_DRAFT_STARTED" } });
    expect((await view()).clock?.name).toBe("2m");

    await eventually(async () => {
      const log = (await admin.call(contract.activity.list, { query: { leagueId: league.id } })).body as Array<{
        actionType: string;
        actionDetails: string;
      }>;
      expect(log.map((e) => e.actionType)).toEqual(expect.arrayContaining(["LIVE_DRAFT_RESCHEDULED", "LIVE_DRAFT_STARTED_NOW"]));
      expect(log.find((e) => e.actionType === "LIVE_DRAFT_RESCHEDULED")?.actionDetails).toContain("changed its pick clock to 2m");
    });
    await admin.post(`${base}/cancel`, {});
  });

  it("records an undo with the player's name and a pause as an action, not a warning", { timeout: 60_000 }, async () => {
    const { admin, base, onClock, league } = await draftingLeague();
    await admin.post(base, { clock: "2m" });
    const { client } = await onClock();
    const made = await client.post(`${base}/picks`, { overall: 1, playerId: playerIds[80] });
    const name = made.body.picks[0].playerName as string;
    expect(name).toBeTruthy();
    expect((await admin.post(`${base}/pause`, {})).status).toBe(200);
    expect((await admin.post(`${base}/undo`, {})).status).toBe(200);
    type Entry = { actionType: string; actionDetails: string; severity: string };
    const log = await eventually(async () => {
      const entries = (await admin.call(contract.activity.list, { query: { leagueId: league.id } })).body as Entry[];
      expect(entries.map((e) => e.actionType)).toEqual(expect.arrayContaining(["LIVE_PICK_UNDONE", "LIVE_DRAFT_PAUSED"]));
      return entries;
    });
    expect(log.find((e) => e.actionType === "LIVE_PICK_UNDONE")?.actionDetails).toMatch(new RegExp(`undid pick 1: ${name} \\(`));
    expect(log.find((e) => e.actionType === "LIVE_DRAFT_PAUSED")?.severity).toBe("info");
    await admin.post(`${base}/cancel`, {});
  });
});
