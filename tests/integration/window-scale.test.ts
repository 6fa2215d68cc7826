// A 10,000-member live league (2024-25 replayed: drafted at GW10, closed at GW24 with January's departures) through its January window on the local host: candidates saved through the API and seeded, simulate, the run's progress and the window draft read, execute, then the board, a member's window view and the news (for the members who play, not the archived); every answer fits Lambda's 6 MB uncompressed, the run item stays small, each new pick is one member's only.
import { afterAll, beforeAll, expect, it } from "vitest";
import { replayControl } from "../../infra/local/fpl-replay/control";
import type { LocalHost } from "../../infra/local/host";
import { startOwnHost } from "../support/own-host";
import { lambdaPayloadLimits } from "../../functions/lib/payload-limits";
import { seededShuffle } from "../../shared/draft";
import { Browserish } from "../support/client";
import { draftCall, startWindowRun } from "../support/draft-runs";
import { eventually } from "../support/eventually";
import { refreshed } from "../support/refresh-runs";
import { untilQuiet } from "../support/quiet";
import { seedMembers, seedWindowCandidates } from "../support/seed-members";
import { contract } from "../../shared/contract/routes";
import { pathOf } from "../support/api";

const MEMBERS = 10_000;
const CREATOR = "window-scale-creator@treble.test";
/** The replay clock when the league drafts, and at the window's close (the day after the 3 February 2025 deadline). */
const DRAFTED_AT = 10;
const CLOSED_AT = 24;
/** DynamoDB's item limit; the run item must stay under it whatever the league's size. */
const ITEM_LIMIT = 400 * 1024;
/** What one answer may be, as the function returns it to Lambda. */
const ANSWER_LIMIT = lambdaPayloadLimits.maxResponseBytes;

type Player = { id: number; status: string };
type BoardRow = { username: string; picks: Array<{ playerId: number; kind: string; fromGameweek: number; toGameweek?: number }> };

/** A GET as a client that accepts no compression sees it: the bytes a function must return whole. */
async function uncompressed(client: Browserish, path: string) {
  const response = await client.raw(path, { headers: { "accept-encoding": "identity" } });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes: bytes.length, body: () => JSON.parse(bytes.toString()) };
}

let host: LocalHost;

// A host and store of its own: it moves the replay clock and the season's deadline, and 10,000
// members in the shared store would slow every whole-table read of the other files.
beforeAll(async () => {
  host = await startOwnHost("window-scale", {
    creatorEmails: CREATOR,
    fplSeason: "2024-25",
    fplGameweek: DRAFTED_AT,
  });
}, 120_000);

afterAll(async () => {
  await host?.close();
});

it("takes a 10,000-member live league through its January window, every answer under 6 MB", async () => {
  process.env.DYNAMODB_ENDPOINT = host.dynamoEndpoint;
  process.env.TABLE_NAME = "treble";
  const { DraftRun } = await import("../../functions/data/entities/draft-run");
  const timings: string[] = [];
  let mark = performance.now();
  const lap = (label: string) => {
    timings.push(`${label} ${((performance.now() - mark) / 1000).toFixed(1)} s`);
    mark = performance.now();
  };

  // The admin (also the site's creator, who sets the deadline) and two members who sign in and rank through the API.
  const admin = new Browserish(host.url);
  await admin.signIn(CREATOR, "Admin");
  const league = (await admin.call(contract.leagues.create, { body: { name: "Ten Thousand Window" } })).body as {
    id: string;
    code: string;
  };
  const members = [];
  for (const name of ["Wren", "Yale"]) {
    const member = new Browserish(host.url);
    await member.signIn(`${name.toLowerCase()}@window-scale.test`, name);
    expect((await member.call(contract.leagues.joinByCode, { params: { id: league.code }, body: { username: name } })).status).toBe(200);
    members.push(member);
  }
  const everyone = [admin, ...members];

  // A player is held by one member of a league, so a live league holds picks for at most a third
  // of the players: that many draft (each with three players of their own ranked first), the rest
  // are archived members, as the smart archival leaves them; the roster is 10,000 all the same.
  const available = ((await admin.call(contract.feed.players)).body as Player[]).filter((p) => p.status === "a").map((p) => p.id);
  const drafting = Math.floor(available.length / 3) - 10;
  const ownOf = (n: number) => available.slice(3 * n, 3 * n + 3);
  const listOf = (n: number, own: number[]) =>
    [...own, ...seededShuffle(available, `window-scale-${n}`).filter((id) => !own.includes(id))].slice(0, 15);
  for (const [n, client] of everyone.entries())
    expect((await client.call(contract.picks.register, { body: { leagueId: league.id, picks: listOf(n, ownOf(n)) } })).status).toBe(200);
  const seeded = await seedMembers(
    league.id,
    MEMBERS - everyone.length,
    (i) => listOf(i + everyone.length, i + everyone.length < drafting ? ownOf(i + everyone.length) : []),
    (i) => i + everyone.length >= drafting,
  );
  lap("seeding");
  expect((await draftCall(admin, contract.draft.simulateRoundRobin, league.id)).body.ok).toBe(true);
  const executed = await draftCall(admin, contract.draft.confirmRoundRobin, league.id);
  expect(executed.status, JSON.stringify(executed.body).slice(0, 300)).toBe(200);
  lap("main draft");

  // The clock moves to the close: January's departures are in the feed.
  const replay = replayControl(host.replayUrl!);
  await replay.setGameweek(CLOSED_AT);
  // Statuses only: the standing at the close is the goals read at the draft, enough for the order.
  expect((await refreshed(admin, contract.feed.creatorRefreshPlayers)).status).toBe("ok");
  const current = (await admin.call(contract.feed.players)).body as Player[];
  const departed = new Set(current.filter((p) => p.status === "u").map((p) => p.id));
  const here = current.filter((p) => p.status !== "u").map((p) => p.id);
  const before = (await admin.call(contract.leaderboard.leaderboard, { query: { leagueId: league.id } })).body as BoardRow[];
  const leaving = before.flatMap((r) => r.picks.filter((p) => departed.has(p.playerId)));
  expect(leaving.length, "some drafted players left in January").toBeGreaterThan(0);
  lap("clock to the close");

  // The window open: the API's members rank through the API; every other drafting member is seeded.
  const { seasonName } = (await admin.call(contract.window.windowState, { params: { leagueId: league.id } })).body as {
    seasonName: string;
  };
  const deadline = async (closesAt: number) =>
    expect(
      (await admin.call(contract.window.windowDeadline, { body: { seasonName, closesAt: new Date(closesAt).toISOString() } })).status,
    ).toBe(200);
  await deadline(Date.now() + 3600_000);
  const candidatesOf = (n: number) => seededShuffle(here, `window-scale-candidates-${n}`).slice(0, 5);
  for (const [n, client] of everyone.entries()) {
    const saved = await client.call(contract.window.saveWindowCandidates, {
      params: { leagueId: league.id },
      body: { playerIds: candidatesOf(n) },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const view = await uncompressed(client, pathOf(contract.window.windowState, { params: { leagueId: league.id } }));
    expect(view.body()).toMatchObject({ state: "open", takesPart: true, candidates: candidatesOf(n) });
  }
  const rankers = seeded.slice(0, drafting - everyone.length);
  await seedWindowCandidates(league.id, seasonName, rankers, (i) => candidatesOf(i + everyone.length));
  await deadline(Date.now() - 1000);
  lap("window open, candidates, closed");

  /** A window run started and read while under way and once its workflow has ended, each answer read uncompressed, as Lambda must return it. */
  const windowRun = async (action: "simulate" | "execute") => {
    const started = await startWindowRun(admin, league.id, action);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    // The answer while the run is under way is held to the same limit as its end.
    const runPath = pathOf(contract.window.windowRun, { params: { leagueId: league.id, runId: started.body.runId } });
    const running = await uncompressed(admin, runPath);
    expect(running.status).toBe(200);
    expect(running.bytes).toBeLessThan(ANSWER_LIMIT);
    await untilQuiet(host.url, 240_000);
    const progress = await uncompressed(admin, runPath);
    expect(progress.status).toBe(200);
    expect(progress.bytes).toBeLessThan(ANSWER_LIMIT);
    const body = progress.body();
    expect(body.state, JSON.stringify(body).slice(0, 300)).toBe("succeeded");
    return { runId: started.body.runId as string, run: body.run, bytes: progress.bytes };
  };
  const simulation = await windowRun("simulate");
  lap("window simulate");
  expect(simulation.run.results).toHaveLength(drafting);
  const { data: item } = await DraftRun.get({ leagueId: league.id, runId: simulation.runId }).go();
  expect(item?.participantCount).toBe(drafting);
  expect(JSON.stringify(item).length).toBeLessThan(ITEM_LIMIT);

  // The review: the window draft's answer, and its log paged through the draft's route to the end.
  const review = await uncompressed(admin, pathOf(contract.window.windowDraft, { params: { leagueId: league.id } }));
  expect(review.status).toBe(200);
  expect(review.bytes).toBeLessThan(ANSWER_LIMIT);
  const head = review.body().simulation.auditLog;
  let lines = head.lines.length as number;
  for (let from: number | null = head.next; from !== null;) {
    const page = await uncompressed(
      admin,
      pathOf(contract.draft.runAuditLog, { params: { leagueId: league.id, runId: simulation.runId }, query: { from, limit: 2000 } }),
    );
    expect(page.status).toBe(200);
    expect(page.bytes).toBeLessThan(ANSWER_LIMIT);
    lines += page.body().lines.length;
    from = page.body().next;
  }
  expect(lines).toBe(head.totalLines);

  const execution = await windowRun("execute");
  lap("window execute");
  expect(execution.runId).toBe(`x-${simulation.runId}`);

  // The board after it: every member, each departed pick ended at the close, at most one extra
  // pick each, scoring from the next gameweek, and no player open for two members.
  const board = await uncompressed(admin, pathOf(contract.leaderboard.leaderboard, { query: { leagueId: league.id } }));
  expect(board.status).toBe(200);
  expect(board.bytes).toBeLessThan(ANSWER_LIMIT);
  const rows = board.body() as BoardRow[];
  // A live board lists the active members: the archived ones are left out, as before the window.
  expect(rows).toHaveLength(drafting);
  const picks = rows.flatMap((r) => r.picks);
  const open = picks.filter((p) => p.toGameweek === undefined);
  expect(new Set(open.map((p) => p.playerId)).size).toBe(open.length);
  for (const p of picks.filter((p) => departed.has(p.playerId) && p.kind === "draft")) expect(p.toGameweek).toBe(CLOSED_AT);
  const added = picks.filter((p) => p.kind !== "draft");
  expect(added.filter((p) => p.kind === "extra").length).toBeGreaterThan(0);
  for (const p of added) expect(p.fromGameweek).toBe(CLOSED_AT + 1);
  for (const r of rows) expect(r.picks.filter((p) => p.kind === "extra").length).toBeLessThanOrEqual(1);

  const both = await uncompressed(admin, pathOf(contract.window.windowDraft, { params: { leagueId: league.id } }));
  expect(both.bytes).toBeLessThan(ANSWER_LIMIT);
  expect(both.body().execution.runId).toBe(execution.runId);
  const view = await uncompressed(members[0], pathOf(contract.window.windowState, { params: { leagueId: league.id } }));
  expect(view.body()).toMatchObject({ state: "closed", executedRunId: execution.runId, candidates: candidatesOf(1) });
  // The news goes to the members who play: the window's, not the archived thousands (a fan-out of 10,000 took ~80 s here).
  const { notificationsOf } = await import("../../functions/data/stores/notifications-store");
  const windowNews = async (userId: string) =>
    (await notificationsOf(userId)).filter((n) => n.title === "The January window draft results are in").length;
  await eventually(async () => expect(await windowNews(rankers[0])).toBe(1), 30_000);
  expect(await windowNews(seeded[seeded.length - 1])).toBe(0);
  lap("board, views and news");
  console.log(
    `window at ${MEMBERS} members (${drafting} drafting, ${leaving.length} departed picks, ${added.length} new picks): ` +
      `progress ${(simulation.bytes / 1024).toFixed(0)} KB, review ${(review.bytes / 1024).toFixed(0)} KB (${head.totalLines} log lines), ` +
      `after execution ${(both.bytes / 1024).toFixed(0)} KB, board ${(board.bytes / 1024).toFixed(0)} KB; ${timings.join(", ")}`,
  );
}, 300_000);
