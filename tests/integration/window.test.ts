/** The January window on a host of its own, its replay at 2025-26's GW21 (the recorded window opened on 1 January, before GW21's deadline): window state, ranking extra candidates (and every bad input refused with nothing changed), the window draft simulated, reviewed and executed exactly once, re-executed, and the board's extra pick. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayControl } from "../../infra/local/fpl-replay/control";
import type { LocalHost } from "../../infra/local/host";
import { Browserish } from "../support/client";
import { liveLeague, type LiveLeague } from "../support/live-league";
import { startOwnHost } from "../support/own-host";
import { untilQuiet } from "../support/quiet";
import { contract } from "../../shared/contract/routes";
import { pathOf } from "../support/api";
import { startWindowRun } from "../support/draft-runs";

const SEASON = "2025/26";
const CREATOR = "window-creator@treble.test";
type Client = Browserish & { email: string };
let host: LocalHost;
let creator: Client;
let live: LiveLeague;
let free: number[] = [];
let departed: number | undefined;
let counter = 0;

/** A signed-in person with a unique e-mail on this file's host. */
async function signedIn(label: string, email?: string): Promise<Client> {
  const client = new Browserish(host.url) as Client;
  client.email = email ?? `${label}.${Date.now()}.${counter++}@example.com`;
  await client.signIn(client.email, label);
  return client;
}
/** A league in draft mode, created by a fresh admin. */
async function draftingLeague() {
  const admin = await signedIn("admin");
  const created = await admin.call(contract.leagues.create, { body: { name: "Drafting League" } });
  expect(created.status).toBe(200);
  return { admin, league: created.body as { id: string } };
}

const put = (client: Client, path: string, body: unknown) => client.request("PUT", path, body);
/** Starts a window run (202), waits for its workflow to end and reads the run once. */
async function windowRun(client: Client, action: "simulate" | "execute") {
  const started = await startWindowRun(client, live.league.id, action);
  if (started.status !== 202) return started;
  await untilQuiet(host.url);
  const progress = await client.call(contract.window.windowRun, { params: { leagueId: live.league.id, runId: started.body.runId } });
  expect(progress.body.state, JSON.stringify(progress.body)).not.toBe("running");
  return { status: progress.body.state === "succeeded" ? 200 : 500, body: { ...progress.body, ...progress.body.run } };
}
const inHours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
const setDeadline = async (closesAt: string) => {
  const res = await put(creator, pathOf(contract.window.seasonWindow), { seasonName: SEASON, closesAt });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
type BoardPick = { playerId: number; kind: string; fromGameweek: number };
const boardOf = async (client: Client) =>
  (await client.call(contract.leaderboard.leaderboard, { query: { leagueId: live.league.id } })).body as Array<{
    username: string;
    picks: BoardPick[];
    totalGoals: number;
  }>;

beforeAll(async () => {
  host = await startOwnHost("window", { creatorEmails: CREATOR, fplGameweek: 21 });
  creator = await signedIn("creator", CREATOR);
  live = await liveLeague(host.url, { stamp: `window${Date.now()}`, leagueName: "Window League", names: ["Wanda", "Wes", "Wil"] });
  const board = await boardOf(live.admin);
  const held = new Set(board.flatMap((r) => r.picks.map((p) => p.playerId)));
  const players = (await live.admin.call(contract.feed.players)).body as Array<{ id: number; status: string; goalsScored: number }>;
  free = players
    .filter((p) => p.status !== "u" && !held.has(p.id))
    .sort((a, b) => b.goalsScored - a.goalsScored)
    .map((p) => p.id);
  departed = players.find((p) => p.status === "u")?.id;
}, 240_000);

afterAll(async () => {
  await host?.close();
});

describe("the January window", () => {
  it("lets the creator set the season's deadline, refusing one before the window opens", async () => {
    expect((await put(live.admin, pathOf(contract.window.seasonWindow), { seasonName: SEASON, closesAt: inHours(1) })).status).toBe(403);
    // The window's dates are the recorded season's, on the replay's clock (moved by its shift).
    const { offsetMs } = await replayControl(host.replayUrl!).state();
    const onClock = (iso: string) => new Date(Date.parse(iso) + offsetMs).toISOString();
    const bad = await put(creator, pathOf(contract.window.seasonWindow), { seasonName: SEASON, closesAt: onClock("2025-12-20T10:00:00Z") });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/after the window opens/);
    expect((await setDeadline(inHours(2))).isCustom).toBe(true);
    const window = (await creator.call(contract.window.seasonWindow, { query: { season: SEASON } })).body;
    expect(window.opensAt).toBe(onClock("2026-01-01T00:00:00Z"));
    expect(Math.abs(Date.parse(window.closesAt) - Date.parse(inHours(2)))).toBeLessThan(60_000);
  });

  it("shows members an open window, and saves ranked candidates with revisions", async () => {
    const [wes] = live.members;
    const state = (await wes.call(contract.window.windowState, { params: { leagueId: live.league.id } })).body;
    expect(state).toMatchObject({ seasonName: SEASON, state: "open", takesPart: true, candidates: [] });
    const saved = await put(wes, pathOf(contract.window.saveWindowCandidates, { params: { leagueId: live.league.id } }), {
      playerIds: [free[0], free[1]],
      revision: 5,
    });
    expect(saved.body).toMatchObject({ saved: true, revision: 5, candidates: [free[0], free[1]] });
    // An older save arriving late changes nothing.
    expect(
      (
        await put(wes, pathOf(contract.window.saveWindowCandidates, { params: { leagueId: live.league.id } }), {
          playerIds: [free[2]],
          revision: 4,
        })
      ).body,
    ).toMatchObject({
      saved: false,
      candidates: [free[0], free[1]],
    });
    await put(live.members[1], pathOf(contract.window.saveWindowCandidates, { params: { leagueId: live.league.id } }), {
      playerIds: [free[0], free[3]],
    });
  });

  it("refuses bad candidates with a 4xx and the spec's tone, changing nothing", async () => {
    const [wes] = live.members;
    const url = pathOf(contract.window.saveWindowCandidates, { params: { leagueId: live.league.id } });
    const saved = (await wes.call(contract.window.windowState, { params: { leagueId: live.league.id } })).body;
    const refused = async (client: Client, body: unknown, status: number, message?: string, path = url) => {
      const res = await put(client, path, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(typeof res.body.message).toBe("string");
      if (message) expect(res.body.message).toBe(message);
      const now = (await wes.call(contract.window.windowState, { params: { leagueId: live.league.id } })).body;
      expect([now.candidates, now.revision], JSON.stringify(body)).toEqual([saved.candidates, saved.revision]);
    };
    await refused(wes, { playerIds: free.slice(0, 6) }, 400, "You can rank at most 5 players for your extra pick.");
    await refused(wes, { playerIds: [99_999] }, 400, "One of the ranked players is not in the player list.");
    await refused(wes, { playerIds: [free[0], free[0]] }, 400, "A player can be ranked only once.");
    await refused(wes, { playerIds: ["x"] }, 400);
    await refused(wes, { playerIds: [-1] }, 400);
    await refused(wes, {}, 400);
    expect(departed, "the feed lists a player who has left the league").toBeDefined();
    await refused(wes, { playerIds: [free[2], departed] }, 400, "One of the ranked players has left the Premier League.");
    // Non-members, and other leagues' ids: refused before anything is read or written.
    const outsider = await signedIn("window-outsider");
    await refused(outsider, { playerIds: [free[0]] }, 403);
    expect((await outsider.call(contract.window.windowState, { params: { leagueId: live.league.id } })).status).toBe(403);
    const drafting = await draftingLeague();
    await refused(drafting.admin, { playerIds: [free[0]] }, 403);
    await refused(
      wes,
      { playerIds: [free[0]] },
      403,
      undefined,
      pathOf(contract.window.saveWindowCandidates, { params: { leagueId: drafting.league.id } }),
    );
    await refused(
      wes,
      { playerIds: [free[0]] },
      404,
      undefined,
      pathOf(contract.window.saveWindowCandidates, { params: { leagueId: "nope" } }),
    );
    // A league still in draft mode does not take part.
    const notLive = await put(drafting.admin, pathOf(contract.window.saveWindowCandidates, { params: { leagueId: drafting.league.id } }), {
      playerIds: [free[0]],
    });
    expect(notLive.status).toBe(409);
    expect(notLive.body.message).toBe("Only leagues live before the transfer deadline take part in the January window.");
    // The window draft waits for the close, and is for admins only.
    expect((await live.admin.call(contract.window.simulateWindowDraft, { params: { leagueId: live.league.id }, body: {} })).status).toBe(
      409,
    );
    expect((await wes.call(contract.window.simulateWindowDraft, { params: { leagueId: live.league.id }, body: {} })).status).toBe(403);
    expect((await wes.call(contract.window.windowRun, { params: { leagueId: live.league.id, runId: "nope" } })).status).toBe(403);
    expect((await wes.call(contract.window.windowState, { params: { leagueId: live.league.id } })).body.candidates).toEqual([
      free[0],
      free[1],
    ]);
  });

  it("locks the candidates at the close", async () => {
    // The deadline passes now: the league went live before it, so it still takes part.
    await setDeadline(new Date(Date.now() - 1000).toISOString());
    const [wes] = live.members;
    const closed = await put(wes, pathOf(contract.window.saveWindowCandidates, { params: { leagueId: live.league.id } }), {
      playerIds: [free[4]],
    });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe("The January window has closed. Extra picks are locked.");
    expect((await wes.call(contract.window.windowState, { params: { leagueId: live.league.id } })).body).toMatchObject({
      state: "closed",
      candidates: [free[0], free[1]],
    });
  });

  it("simulates, reviews and executes the window draft once; the board shows the extra picks from the next gameweek", async () => {
    expect((await live.admin.call(contract.window.executeWindowDraft, { params: { leagueId: live.league.id }, body: {} })).status).toBe(
      409,
    );
    const simulation = await windowRun(live.admin, "simulate");
    expect(simulation.status, JSON.stringify(simulation.body)).toBe(200);
    // A small league's log is whole in its first page; the marked line is counted among its conflicts.
    expect(simulation.body.auditLog.lines).toContain("TREBLE JANUARY WINDOW DRAFT AUDIT LOG");
    expect(simulation.body.auditLog.next).toBeNull();
    expect(simulation.body.auditLog.conflicts.first).toContain("Wanda: NO AVAILABLE PLAYERS (no candidates ranked)");
    const before = await boardOf(live.admin);
    // Two clicks at once reach one execution.
    const clicks = await Promise.all([windowRun(live.admin, "execute"), windowRun(live.admin, "execute")]);
    expect(clicks.map((c) => c.status)).toContain(200);
    for (const c of clicks) expect([200, 409]).toContain(c.status);
    // The answer names the one execution either click reached.
    for (const c of clicks.filter((c) => c.status === 200)) expect(c.body.runId).toBe(`x-${simulation.body.runId}`);
    const history = (await live.admin.call(contract.draft.history, { params: { leagueId: live.league.id } })).body as Array<{ id: string }>;
    expect(history.filter((h) => h.id === `x-${simulation.body.runId}`)).toHaveLength(1);
    const next = ((await live.admin.call(contract.feed.gameweeks)).body as Array<{ id: number; isNext: boolean }>).find((g) => g.isNext);
    const after = await boardOf(live.admin);
    const extras = after.flatMap((r) => r.picks.filter((p) => p.kind === "extra").map((p) => ({ username: r.username, ...p })));
    // Wes and Wil both ranked free[0] first: whoever stands lower gets him, the other their next candidate.
    const byName = Object.fromEntries(extras.map((e) => [e.username, e.playerId]));
    expect([JSON.stringify({ Wes: free[0], Wil: free[3] }), JSON.stringify({ Wes: free[1], Wil: free[0] })]).toContain(
      JSON.stringify({ Wes: byName.Wes, Wil: byName.Wil }),
    );
    for (const e of extras) expect(e.fromGameweek).toBe(next!.id);
    for (const row of before) expect(after.find((r) => r.username === row.username)!.totalGoals).toBe(row.totalGoals);
    expect((await live.members[0].call(contract.window.windowState, { params: { leagueId: live.league.id } })).body.executedRunId).toBe(
      `x-${simulation.body.runId}`,
    );
    // The window's picks post themselves into the league's chat, each member's new player by name.
    const names = new Map(
      ((await live.admin.call(contract.feed.players)).body as Array<{ id: number; webName: string }>).map((p) => [p.id, p.webName]),
    );
    await expect
      .poll(async () => {
        const page = (await live.admin.call(contract.chat.list, { params: { id: live.league.id }, query: { limit: "10" } })).body;
        return page.messages.find((m: { system: string | null }) => m.system === "window_picks")?.text ?? "";
      })
      .toMatch(
        new RegExp(
          `Wes picked ${names.get(byName.Wes)}.*Wil picked ${names.get(byName.Wil)}|Wil picked ${names.get(byName.Wil)}.*Wes picked ${names.get(byName.Wes)}`,
        ),
      );
  });

  it("labels the window's runs as the window's, and counts the extra pick apart from the draft's three", async () => {
    const history = (await live.admin.call(contract.draft.history, { params: { leagueId: live.league.id } })).body as Array<{
      kind: string;
      executionType: string;
    }>;
    const kinds = history.map((h) => `${h.kind} ${h.executionType}`);
    expect(kinds).toContain("window simulation");
    expect(kinds).toContain("window final_execution");
    expect(kinds).toContain("main final_execution");
    expect(history.filter((h) => h.kind === "main").map((h) => h.executionType)).toEqual(["final_execution", "simulation"]);
    const users = (await live.admin.call(contract.draft.draftUsers, { params: { leagueId: live.league.id } })).body as Array<{
      username: string;
      finalPicksCount: number;
      extraPicksCount: number;
    }>;
    const counts = Object.fromEntries(users.map((u) => [u.username, [u.finalPicksCount, u.extraPicksCount]]));
    // Wanda ranked no candidate; Wes and Wil each got an extra pick.
    expect(counts).toEqual({ Wanda: [3, 0], Wes: [3, 1], Wil: [3, 1] });
    expect((await live.members[0].call(contract.draft.finalAuditLog, { params: { leagueId: live.league.id } })).body.kind).toBe("window");
  });

  it("re-executes from the picks before the window: nobody ends with two extra picks", async () => {
    expect((await windowRun(live.admin, "simulate")).status).toBe(200);
    expect((await windowRun(live.admin, "execute")).status).toBe(200);
    const board = await boardOf(live.admin);
    for (const row of board) expect(row.picks.filter((p) => p.kind === "extra").length).toBeLessThanOrEqual(1);
    expect(board.reduce((n, r) => n + r.picks.length, 0)).toBe(3 * 3 + 2);
  });
});
