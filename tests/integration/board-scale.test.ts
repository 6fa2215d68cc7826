/**
 * The board at 1,000 members (decision 0086, the board in two reads), on a host of its own whose DynamoDB requests are counted on the wire:
 * a board call costs one batch (session, league, feed version) and the roster query, a repeated
 * one the batch alone; an unchanged board answers 304; every kind of change shows on the next
 * board call (no stale cache); access stays as it was; a refresh that finds nothing new changes
 * no data version (and a real change does); and simulate and execute run at 1,000 members.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayControl } from "../../infra/local/fpl-replay/control";
import type { LocalHost } from "../../infra/local/host";
import { startOwnHost } from "../support/own-host";
import { seededShuffle } from "../../shared/draft";
import { Browserish } from "../support/client";
import { countingProxy } from "../support/counting-proxy";
import { draftCall } from "../support/draft-runs";
import { refreshed } from "../support/refresh-runs";
import { contract } from "../../shared/contract/routes";
import { pathOf } from "../support/api";

const CREATOR = "board-scale-creator@treble.test";
const MEMBERS = 1000;

let host: LocalHost;
let admin: Browserish;
let players: number[];
const proxy = countingProxy();

/**
 * A league of `MEMBERS` (the admin and seeded members) with 15-player selections, its members
 * stored as a selection save leaves them (with their pick count), or with `legacy` as members
 * stored before pick counts moved onto the member (decision 0085, pick counts on the member) were (no count).
 */
async function seedLeague(name: string, pick: (i: number, member: { userId: string }) => number[], legacy = false, size = MEMBERS) {
  const { Membership } = await import("../../functions/data/entities/membership");
  const { Selection } = await import("../../functions/data/entities/selection");
  const { putAll } = await import("../../functions/data/table/put-all");
  const { newId } = await import("../../functions/data/table/ids");
  const league = (await admin.call(contract.leagues.create, { body: { name } })).body as { id: string; code: string };
  const now = new Date().toISOString();
  await putAll(
    Membership,
    Array.from({ length: size - 1 }, (_, i) => ({
      membershipId: newId(),
      leagueId: league.id,
      userId: `scale-${league.id}-${i}`,
      email: `m${i}@scale.test`,
      username: `Member ${i + 1}`,
      isAdmin: false,
      isArchived: false,
      joinedAt: now,
      lastActivityAt: now,
      ...(legacy ? {} : { pickCount: 15, pickRevision: 1 }),
    })),
  );
  const roster = (await admin.call(contract.leagues.members, { params: { id: league.id } })).body as Array<{
    id: string;
    userId: string;
    username: string;
  }>;
  expect(roster).toHaveLength(size);
  await putAll(
    Selection,
    roster.map((m, i) => ({ leagueId: league.id, userId: m.userId, playerIds: pick(i, m), revision: 1, updatedAt: now })),
  );
  return { ...league, roster };
}

beforeAll(async () => {
  host = await startOwnHost("board-scale", {
    creatorEmails: CREATOR,
    fplGameweek: 12,
    dynamoProxy: (endpoint) => proxy.start(endpoint),
  });
  admin = new Browserish(host.url);
  await admin.signIn(CREATOR, "Creator");
  players = ((await admin.call(contract.feed.players)).body as Array<{ id: number; status: string }>)
    .filter((p) => p.status === "a")
    .map((p) => p.id);
}, 180_000);

afterAll(async () => {
  await host?.close();
  await proxy.close();
});

describe("the board at 1,000 members", () => {
  let path: string;
  let leagueId: string;

  beforeAll(async () => {
    const league = await seedLeague("Scale Board", (i) => Array.from({ length: 15 }, (_, j) => players[(i + j) % players.length]));
    const { startRun, adoptExecution } = await import("../../functions/data/stores/draft-store");
    const runId = "scale-run";
    await startRun({
      leagueId: league.id,
      runId,
      executionType: "final_execution",
      executedBy: league.roster[0].userId,
      executedByUsername: "Creator",
      seed: "scale",
      participantCount: MEMBERS,
      ok: true,
      results: league.roster.map((m, i) => ({
        membershipId: m.id,
        userId: m.userId,
        username: m.username,
        draftOrder: i + 1,
        playerIds: [0, 1, 2].map((k) => players[(i * 3 + k) % players.length]),
      })),
    });
    // As the workflow's adopt step leaves it: the picks settled onto the run, then the league live.
    const { getLeague } = await import("../../functions/data/stores/leagues-store");
    const { getRun } = await import("../../functions/data/stores/draft-store");
    const { settleDraftPicks } = await import("../../functions/data/stores/league-picks");
    const stored = await getRun(league.id, runId);
    const owner = await getLeague(league.id);
    if (!stored || !owner) throw new Error("seeded run or league missing");
    await settleDraftPicks(owner, stored, { next: 1 });
    await adoptExecution(league.id, runId, 1);
    leagueId = league.id;
    path = pathOf(contract.leaderboard.leaderboard, { query: { leagueId: league.id } });
  }, 120_000);

  it("costs one batch and the member's read after a member's change, the roster query after another change, and the batch alone when repeated", async () => {
    const first = await admin.get(path);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(MEMBERS);
    // Every environment holds the roster (each builds the board once), as a league's open pages keep them.
    await Promise.all(Array.from({ length: 32 }, () => admin.get(path)));
    const { updateMemberUsername } = await import("../../functions/data/stores/leagues-store");
    const renamed = (first.body as Array<{ userId: string; username: string }>)[500];
    await updateMemberUsername(leagueId, renamed.userId, "Renamed At Scale");

    proxy.clear();
    const changed = await admin.get(path);
    expect(changed.status).toBe(200);
    expect(changed.body).toHaveLength(MEMBERS);
    expect(changed.body.find((r: { userId: string }) => r.userId === renamed.userId).username).toBe("Renamed At Scale");
    expect(proxy.byOperation()).toEqual({ BatchGetItem: 1, GetItem: 1 });

    // A change that names no member (here, as a settled draft's picks do) reads the roster whole.
    const { boardChanged } = await import("../../functions/data/stores/board-version");
    await boardChanged(leagueId);
    proxy.clear();
    expect((await admin.get(path)).body).toHaveLength(MEMBERS);
    expect(proxy.byOperation()).toEqual({ BatchGetItem: 1, Query: 1 });

    proxy.clear();
    const repeated = await admin.raw(path, { headers: { "accept-encoding": "br" } });
    expect(repeated.status).toBe(200);
    expect(repeated.headers.get("content-encoding")).toBe("br");
    // fetch decodes the body: the adapter's content-length is the size on the wire.
    expect(Number(repeated.headers.get("content-length"))).toBeLessThan(60 * 1024);
    await repeated.arrayBuffer();
    expect(proxy.byOperation()).toEqual({ BatchGetItem: 1 });
  });

  it("answers 304 when the board has not changed", async () => {
    const first = await admin.raw(path, { headers: { "accept-encoding": "br" } });
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    await first.arrayBuffer();
    const again = await admin.raw(path, { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
  });

  it("keeps the data version through a refresh that finds nothing new, and moves it on a real change", async () => {
    const before = (await admin.call(contract.feed.refreshStatus)).body;
    const etag = (await admin.raw(path)).headers.get("etag") ?? "";
    const quiet = await refreshed(admin, contract.feed.creatorRefreshGoals);
    expect(quiet).toMatchObject({ status: "ok", writes: 0 });
    const after = (await admin.call(contract.feed.refreshStatus)).body;
    expect(after.lastGoalsRefresh).not.toBe(before.lastGoalsRefresh);
    expect(after.dataVersion).toBe(before.dataVersion);
    expect((await admin.raw(path, { headers: { "if-none-match": etag } })).status).toBe(304);

    await replayControl(host.replayUrl ?? "").setGameweek(13);
    const busy = await refreshed(admin, contract.feed.creatorRefreshGoals);
    expect(busy.status).toBe("ok");
    expect(busy.writes).toBeGreaterThan(0);
    const moved = (await admin.call(contract.feed.refreshStatus)).body;
    expect(moved.dataVersion).toBe(busy.runId);
    expect((await admin.raw(path, { headers: { "if-none-match": etag } })).status).toBe(200);
  }, 120_000);
});

describe("the board's access and freshness", () => {
  type Row = {
    userId: string;
    username: string;
    pickCount: number;
    isArchived: boolean;
    userEmail?: string;
    picks: Array<{ playerId: number; kind: string }>;
  };

  /** A settled execution as the workflow's adopt step leaves it: picks settled (and copied beside the members), then the league live. */
  async function execute(
    leagueId: string,
    runId: string,
    results: Array<{ membershipId: string; userId: string; username: string; playerIds: number[] }>,
  ) {
    const { startRun, adoptExecution, getRun } = await import("../../functions/data/stores/draft-store");
    const { getLeague } = await import("../../functions/data/stores/leagues-store");
    const { settleDraftPicks, pruneLeaguePicks } = await import("../../functions/data/stores/league-picks");
    await startRun({
      leagueId,
      runId,
      executionType: "final_execution",
      executedBy: "test",
      executedByUsername: "Creator",
      seed: runId,
      participantCount: results.length,
      ok: true,
      results: results.map((r, i) => ({ ...r, draftOrder: i + 1 })),
    });
    const [league, run] = await Promise.all([getLeague(leagueId), getRun(leagueId, runId)]);
    if (!league || !run) throw new Error("seeded run or league missing");
    await settleDraftPicks(league, run, { next: 2 });
    await adoptExecution(leagueId, runId, 1);
    await pruneLeaguePicks(leagueId, runId);
  }

  it("refuses strangers (403) and unknown leagues (404), and keeps the simulated board for admins, in at most two requests", async () => {
    const league = await seedLeague("Board Access", () => players.slice(0, 15), false, 3);
    const stranger = new Browserish(host.url);
    await stranger.signIn("board-stranger@treble.test", "Stranger");
    proxy.clear();
    const refused = await stranger.call(contract.leaderboard.leaderboard, { query: { leagueId: league.id } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("NOT_IN_LEAGUE");
    expect(proxy.total()).toBeLessThanOrEqual(2);
    proxy.clear();
    const unknown = await stranger.call(contract.leaderboard.leaderboard, { query: { leagueId: "nosuchleague123" } });
    expect(unknown.status).toBe(404);
    expect(proxy.byOperation()).toEqual({ BatchGetItem: 1 });
    expect((await stranger.call(contract.leaderboard.race, { query: { leagueId: league.id } })).status).toBe(403);
    expect((await stranger.call(contract.leaderboard.dashboardStats, { query: { leagueId: league.id } })).status).toBe(403);

    expect((await stranger.call(contract.leagues.join, { body: { code: league.code } })).status).toBe(200);
    const simulated = await stranger.call(contract.leaderboard.leaderboard, { query: { leagueId: league.id, simulation: "true" } });
    expect(simulated.status).toBe(403);
    expect(simulated.body.code).toBe("ADMIN_REQUIRED");
    expect((await admin.call(contract.leaderboard.leaderboard, { query: { leagueId: league.id, simulation: "true" } })).status).toBe(200);
    const board = await stranger.call(contract.leaderboard.leaderboard, { query: { leagueId: league.id } });
    expect(board.status).toBe(200);
    expect(board.body).toHaveLength(4);
    expect(board.body.every((r: Row) => r.userEmail === undefined)).toBe(true);
    expect(
      (await admin.call(contract.leaderboard.leaderboard, { query: { leagueId: league.id } })).body.every(
        (r: Row) => r.userEmail !== undefined,
      ),
    ).toBe(true);
    expect((await stranger.call(contract.leaderboard.dashboardStats, { query: { leagueId: league.id } })).body.totalUsers).toBe(4);
  }, 60_000);

  it("shows every kind of change on the next board call", async () => {
    const store = {
      leagues: await import("../../functions/data/stores/leagues-store"),
      seasons: await import("../../functions/data/stores/league-seasons-store"),
      windows: await import("../../functions/data/stores/window-store"),
      picks: await import("../../functions/data/stores/league-picks"),
      backup: await import("../../functions/data/stores/backup-store"),
    };
    const league = await seedLeague("Board Changes", (i) => players.slice(i, i + 15), false, 6);
    const leagueId = league.id;
    const path = pathOf(contract.leaderboard.leaderboard, { query: { leagueId } });
    const member = new Browserish(host.url);
    await member.signIn("board-member@treble.test", "Member");
    const memberId = (await member.call(contract.auth.currentUser)).body.id as string;
    const leaver = league.roster.find((m) => m.userId.startsWith("scale-"));
    if (!leaver) throw new Error("no seeded member");
    const rows = async (viewer = admin) => (await viewer.get(path)).body as Row[];
    const rowOf = async (userId: string, viewer = admin) => (await rows(viewer)).find((r) => r.userId === userId);
    const everyone = async () =>
      (await admin.call(contract.leagues.members, { params: { id: leagueId } })).body as Array<{
        id: string;
        userId: string;
        username: string;
      }>;
    const dealt = async (offset: number) =>
      (await everyone()).map((m, i) => ({
        membershipId: m.id,
        userId: m.userId,
        username: m.username,
        playerIds: [0, 1, 2].map((k) => players[offset + i * 3 + k]),
      }));

    const changes: Array<{ change: string; apply: () => Promise<unknown>; shows: () => Promise<void> }> = [
      {
        change: "a member joins",
        apply: () => member.call(contract.leagues.join, { body: { code: league.code } }),
        shows: async () => expect(await rowOf(memberId)).toMatchObject({ pickCount: 0 }),
      },
      {
        change: "a pick save",
        apply: () =>
          member.call(contract.picks.saveTempPicks, {
            params: { leagueId: leagueId },
            body: { picks: players.slice(0, 5), revision: 5000 },
          }),
        shows: async () => expect(await rowOf(memberId)).toMatchObject({ pickCount: 5 }),
      },
      {
        change: "a rename",
        apply: () => store.leagues.updateMemberUsername(leagueId, memberId, "Renamed Member"),
        shows: async () => expect(await rowOf(memberId)).toMatchObject({ username: "Renamed Member" }),
      },
      {
        change: "an execution",
        apply: async () => execute(leagueId, "changes-run-1", await dealt(0)),
        shows: async () => expect((await rowOf(memberId))?.picks).toHaveLength(3),
      },
      {
        change: "an archive",
        apply: () => store.leagues.setArchived(leagueId, memberId, { reason: "Test" }),
        shows: async () => expect(await rowOf(memberId)).toMatchObject({ isArchived: true }),
      },
      {
        change: "a restore",
        apply: () => store.leagues.setArchived(leagueId, memberId, false),
        shows: async () => expect(await rowOf(memberId)).toMatchObject({ isArchived: false }),
      },
      {
        change: "an admin change",
        apply: () => store.leagues.handOverLeague(leagueId, memberId),
        shows: async () => expect((await rows(member)).every((r) => r.userEmail !== undefined)).toBe(true),
      },
      {
        change: "a re-execution",
        apply: async () => execute(leagueId, "changes-run-2", await dealt(60)),
        shows: async () => {
          const ids = (await rowOf(memberId))?.picks.map((p) => p.playerId) ?? [];
          expect(ids.filter((id) => players.indexOf(id) >= 60)).toHaveLength(3);
        },
      },
      {
        change: "a window execution",
        apply: async () => {
          const picks = store.picks.picksOfRun(
            {},
            await (await import("../../functions/data/stores/draft-store")).getRun(leagueId, "changes-run-2"),
          );
          picks[memberId] = [...(picks[memberId] ?? []), { playerId: players[200], kind: "extra", fromGameweek: 2 }];
          await store.picks.storeLeaguePicks(leagueId, "changes-window", picks);
          await store.windows.adoptWindowExecution(leagueId, "changes-window");
        },
        shows: async () => expect((await rowOf(memberId))?.picks.some((p) => p.kind === "extra" && p.playerId === players[200])).toBe(true),
      },
      {
        change: "a member leaves",
        apply: () => store.leagues.removeMembership(leagueId, leaver.userId),
        shows: async () => expect(await rowOf(leaver.userId)).toBeUndefined(),
      },
      {
        change: "a backup restore",
        apply: async () => {
          const saved = await store.backup.exportLeague(leagueId);
          await store.leagues.deleteLeague(saved.league);
          const restored = {
            ...saved,
            members: saved.members.map((m) => (m.userId === memberId ? { ...m, username: "Restored Member" } : m)),
          };
          await store.backup.importLeague(restored);
        },
        shows: async () => expect(await rowOf(memberId)).toMatchObject({ username: "Restored Member", isArchived: false }),
      },
      {
        change: "the next season",
        apply: async () => {
          const current = await store.leagues.getLeague(leagueId);
          if (!current) throw new Error("league missing");
          await store.seasons.moveLeagueToSeason(current, { feedSeason: current.feedSeason ?? "", seasonName: "Next" });
          const { members, selections } = await store.leagues.getRoster(leagueId);
          await store.seasons.clearSeasonPicks(
            leagueId,
            members,
            selections.map((s) => s.userId),
          );
        },
        shows: async () => expect((await rows()).every((r) => r.picks.length === 0 && r.pickCount === 0)).toBe(true),
      },
    ];
    // Each board read first, so a stale cached answer would be there to be served.
    for (const { change, apply, shows } of changes) {
      expect((await admin.get(path)).status, change).toBe(200);
      await member.get(path);
      await apply();
      await shows().catch((error: unknown) => {
        throw new Error(`after ${change}: ${String(error)}`);
      });
    }
  }, 120_000);
});

describe("the draft at 1,000 members", () => {
  it("simulates 1,000 members and stores the whole run (results, audit log) beside a small run item", async () => {
    const league = await seedLeague("Scale Draft", (i) => seededShuffle(players, `scale-${i}`).slice(0, 15), true);
    const picks = pathOf(contract.picks.getTempPicks, { params: { leagueId: league.id } });
    const me = (await admin.call(contract.auth.currentUser)).body.id as string;
    const rows = async () =>
      (await admin.call(contract.leaderboard.leaderboard, { query: { leagueId: league.id } })).body as Array<{
        userId: string;
        pickCount: number;
      }>;
    const board = async () => (await rows()).find((r) => r.userId === me);
    // Members stored before pick counts existed read right at once (their counts fill in over later
    // reads); the admin joined through the API and has saved nothing through it yet.
    const before = await rows();
    expect(before.filter((r) => r.userId !== me).every((r) => r.pickCount === 15)).toBe(true);
    expect(before.filter((r) => r.pickCount === 15)).toHaveLength(MEMBERS - 1);
    // A save through the API moves the member's count; an older save arriving late does not.
    expect((await admin.post(picks, { picks: players.slice(0, 5), revision: 2000 })).body.saved).toBe(true);
    expect((await admin.post(picks, { picks: players.slice(0, 4), revision: 1000 })).body.saved).toBe(false);
    expect(await board()).toMatchObject({ pickCount: 5 });
    expect((await admin.call(contract.picks.register, { body: { leagueId: league.id, picks: players.slice(0, 15) } })).status).toBe(200);
    expect(await board()).toMatchObject({ pickCount: 15 });

    // The order's seed is random: most orders serve everyone, some would leave a member short,
    // which is refused with the catalogue's answer. Either way the whole run is stored, never a 500.
    const sim = await draftCall(admin, contract.draft.simulateRoundRobin, league.id);
    if (sim.status === 200) expect(sim.body.draftResults).toHaveLength(MEMBERS);
    else expect(sim.body.code).toBe("CRITICAL_DRAFT_ERROR");
    const [run] = (await admin.call(contract.draft.history, { params: { leagueId: league.id } })).body;
    expect(run.participantCount).toBe(MEMBERS);
    expect(run.resultCount).toBe(MEMBERS);
    expect(run.auditLog.totalLines).toBeGreaterThan(run.auditLog.lines.length);
  }, 120_000);

  it("simulates and executes at 1,000 members when the active ones can all be served", async () => {
    // As many members draft as the players allow, each with three players of their own first;
    // the rest of the 1,000 are archived (left out of the draft, still members).
    const drafting = Math.floor(players.length / 3) - 10;
    const active = (i: number, m: { userId: string }) => i < drafting - 1 || !m.userId.startsWith("scale-");
    let next = 0;
    const league = await seedLeague("Scale Live", (i, m) => {
      const own = active(i, m) ? players.slice(3 * next, 3 * ++next) : [];
      return [...own, ...seededShuffle(players, `live-${i}`).filter((id) => !own.includes(id))].slice(0, 15);
    });
    const { setArchived } = await import("../../functions/data/stores/leagues-store");
    const archived = league.roster.filter((m, i) => !active(i, m));
    await Promise.all(archived.map((m) => setArchived(league.id, m.userId, { reason: "Scale test" })));

    const sim = await draftCall(admin, contract.draft.simulateRoundRobin, league.id);
    expect(sim.status, JSON.stringify(sim.body).slice(0, 300)).toBe(200);
    expect(sim.body.draftResults).toHaveLength(MEMBERS - archived.length);
    const done = await draftCall(admin, contract.draft.confirmRoundRobin, league.id);
    expect(done.status, JSON.stringify(done.body).slice(0, 300)).toBe(200);
    const board = await admin.call(contract.leaderboard.leaderboard, { query: { leagueId: league.id } });
    expect(board.status).toBe(200);
    expect(board.body).toHaveLength(MEMBERS - archived.length);
    expect(board.body.every((row: { picks: unknown[] }) => row.picks.length === 3)).toBe(true);
  }, 180_000);
});
