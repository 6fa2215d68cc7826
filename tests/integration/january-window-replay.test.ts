/**
 * The 2024-25 January window replayed on a host of its own (it moves the replay clock): two leagues drafted at GW10 hold players who really left the Premier League in the January 2025 window (Duran, João Félix, Walker, Mario Jr., Renato Veiga), members rank extra-pick candidates at GW21, the window closes at GW24 (the day after the 3 February 2025 deadline), one admin executes the window draft and the schedule runs the other's; every replacement and extra pick equals a reference worked out here from the pack's JSON files (reverse standing with ties, departed before extra, nobody gets a player held in the league), and at GW38 every member's gameweek and season totals equal the pack's sums over each pick's own scoring window.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayControl } from "../../infra/local/fpl-replay/control";
import type { LocalHost } from "../../infra/local/host";
import { startOwnHost } from "../support/own-host";
import { Browserish } from "../support/client";
import { liveLeague, type LiveLeague } from "../support/live-league";
import { packReference } from "../support/pack-reference";
import { untilQuiet } from "../support/quiet";
import { refreshed } from "../support/refresh-runs";
import { contract, type RouteSpec } from "../../shared/contract/routes";
import { startWindowRun } from "../support/draft-runs";

const CREATOR = "january-window-creator@treble.test";
const pack = packReference("2024-25");
const { idOf, goals, departedAt } = pack;
/** The clock when the leagues are drafted (the pack's mid-season snapshot), when candidates are ranked, and the day after the deadline. */
const DRAFTED_AT = 10;
const RANKED_AT = 21;
const CLOSED_AT = 24;
const END = 38;

interface Plan {
  leagueName: string;
  names: string[];
  /** Each member's first three (theirs in the draft) and the next of their original 15, by web name. */
  lists: string[][];
  /** Ranked extra-pick candidates, by member. */
  candidates: string[][];
  /** Who runs the window draft: the admin, or the schedule the day after the close. */
  runBy: "admin" | "schedule";
}

const PLANS: Plan[] = [
  {
    leagueName: "Holte End",
    names: ["Ana", "Ben", "Cal", "Dee"],
    lists: [
      ["Duran", "M.Salah", "Haaland", "Mbeumo", "Wissa"],
      ["João Félix", "Walker", "Isak", "Mbeumo", "Watkins"],
      ["Mario Jr.", "Cunha", "Mateta", "Wissa", "Eze"],
      ["Strand Larsen", "Bowen", "Schade"],
    ],
    // Kelly is at Villa while candidates are ranked and gone at the close; M.Salah is Ana's.
    candidates: [["Mbeumo", "Eze"], ["Kelly", "Mitoma"], ["Mbeumo", "Watkins", "Luis Díaz"], ["M.Salah"]],
    runBy: "admin",
  },
  {
    leagueName: "Schedule FC",
    names: ["Eve", "Fay", "Gil"],
    lists: [
      ["Renato Veiga", "Raúl", "Evanilson", "Isak", "Cunha"],
      ["Duran", "Merino", "João Pedro", "Mbeumo"],
      ["Wissa", "Watkins", "Eze"],
    ],
    candidates: [["Mbeumo", "Luis Díaz"], ["Mbeumo", "Isak", "Mitoma"], []],
    runBy: "schedule",
  },
];

/** A pick and its scoring window, as the reference holds it. */
interface Held {
  id: number;
  kind: "draft" | "replacement" | "extra";
  from: number;
  to?: number;
}
interface League {
  plan: Plan;
  live: LiveLeague;
  held: Held[][];
}
type Row = {
  username: string;
  currentGameweekGoals: number;
  totalGoals: number;
  picks: Array<{ playerId: number; kind: string; fromGameweek: number; toGameweek?: number; gameweekGoals: number; seasonGoals: number }>;
};

let host: LocalHost;
let creator: Browserish;
let replay: ReturnType<typeof replayControl>;
const leagues: League[] = [];
/** What the two window drafts did, so the last test can say the replay covered what it claims. */
const cover = { replacements: 0, unreplaced: 0, extras: 0, skippedLeft: 0, skippedHeld: 0 };

const inWindow = (h: Held, week: number) => week >= h.from && (h.to === undefined || week <= h.to);

/** A member's goals from the pack alone: in one gameweek, and over the season up to it, through every pick's own window. */
function expectedGoals(held: Held[], week: number) {
  let gameweek = 0;
  let season = 0;
  for (const h of held) {
    if (inWindow(h, week)) gameweek += goals(h.id, week);
    for (let w = 1; w <= week; w++) if (inWindow(h, w)) season += goals(h.id, w);
  }
  return { currentGameweekGoals: gameweek, totalGoals: season };
}

const clientsOf = (league: League) => [league.live.admin, ...league.live.members];
const boardOf = async (league: League, week?: number) => {
  const [member] = league.live.members;
  const query = { leagueId: league.live.league.id };
  const res = week
    ? await member.call(contract.leaderboard.gameweekBoard, { params: { gameweekId: week }, query })
    : await member.call(contract.leaderboard.leaderboard, { query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Row[];
};
const pickKeys = (picks: Array<{ kind: string; playerId: number; from: number; to?: number }>) =>
  picks.map((p) => `${p.kind}:${p.playerId}@${p.from}-${p.to ?? ""}`).sort();

async function refresh(route: RouteSpec) {
  const run = await refreshed(creator, route);
  expect(run.status, run.reason).toBe("ok");
}
/** Moves the replay clock and reads the feed there: statuses first, then goals. */
async function clockTo(gameweek: number) {
  await replay.setGameweek(gameweek);
  await refresh(contract.feed.creatorRefreshPlayers);
  await refresh(contract.feed.creatorRefreshGoals);
}
const setDeadline = async (seasonName: string, closesAt: number) => {
  const res = await creator.call(contract.window.windowDeadline, { body: { seasonName, closesAt: new Date(closesAt).toISOString() } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/**
 * The window draft as product.md §10.12 says, worked out from the pack and the members' own
 * lists: `order` is the reverse standing the audit log gives (checked against the pack before);
 * pass 1 replaces every departed open pick from the member's original 15, pass 2 gives each
 * member their highest-ranked free candidate; a player is free when nobody in the league holds
 * him and he has not left at the close. Both new picks score from the next gameweek.
 */
function referenceWindowDraft(league: League, order: number[], selections: number[][]): Held[][] {
  const next = league.held.map((picks) => picks.map((h) => ({ ...h })));
  const holder = new Map(next.flatMap((picks, i) => picks.filter((h) => h.to === undefined).map((h) => [h.id, i] as const)));
  const choose = (member: number, ranked: number[]) => {
    for (const id of ranked) {
      const owner = holder.get(id);
      if (owner !== undefined) {
        if (owner !== member) cover.skippedHeld++;
        continue;
      }
      if (departedAt(id, CLOSED_AT)) {
        cover.skippedLeft++;
        continue;
      }
      holder.set(id, member);
      return id;
    }
    return undefined;
  };
  for (const i of order) {
    for (const pick of next[i].filter((h) => h.to === undefined && departedAt(h.id, CLOSED_AT))) {
      pick.to = CLOSED_AT;
      const replacement = choose(i, selections[i]);
      if (replacement === undefined) cover.unreplaced++;
      else {
        next[i].push({ id: replacement, kind: "replacement", from: CLOSED_AT + 1 });
        cover.replacements++;
      }
    }
  }
  for (const i of order) {
    const extra = choose(i, league.plan.candidates[i].map(idOf));
    if (extra !== undefined) {
      next[i].push({ id: extra, kind: "extra", from: CLOSED_AT + 1 });
      cover.extras++;
    }
  }
  return next;
}

/**
 * Reads the order from the audit log and checks it is reverse standing at the close, from the
 * pack: fewest season goals through the last finished gameweek first, ties by fewer goals in
 * it (what is left of a tie is the seed's to break).
 */
function orderFromAuditLog(league: League, auditLog: string): number[] {
  const lines = [...auditLog.matchAll(/^ {2}\d+\. (\S+) \((\d+) season goals, (\d+) last gameweek\)$/gm)];
  const order = lines.map((m) => league.plan.names.indexOf(m[1]));
  expect([...order].sort()).toEqual(league.plan.names.map((_, i) => i));
  const standing = league.held.map((held) => expectedGoals(held, CLOSED_AT - 1));
  for (const [k, i] of order.entries()) {
    expect([Number(lines[k][2]), Number(lines[k][3])], league.plan.names[i]).toEqual([
      standing[i].totalGoals,
      standing[i].currentGameweekGoals,
    ]);
    if (k === 0) continue;
    const before = standing[order[k - 1]];
    expect(before.totalGoals * 1000 + before.currentGameweekGoals).toBeLessThanOrEqual(
      standing[i].totalGoals * 1000 + standing[i].currentGameweekGoals,
    );
  }
  return order;
}

/** The board's picks after the window draft equal the reference's, kind and scoring window included. */
async function checkWindowDraft(league: League, auditLog: string) {
  const order = orderFromAuditLog(league, auditLog);
  const selections = await Promise.all(
    clientsOf(league).map(async (c) =>
      (
        (await c.call(contract.picks.getTempPicks, { params: { leagueId: league.live.league.id } })).body as Array<{ fplPlayerId: number }>
      ).map((p) => p.fplPlayerId),
    ),
  );
  for (const [i, list] of selections.entries()) expect(list.slice(0, league.plan.lists[i].length)).toEqual(league.plan.lists[i].map(idOf));
  league.held = referenceWindowDraft(league, order, selections);
  const board = await boardOf(league);
  for (const [i, name] of league.plan.names.entries()) {
    const row = board.find((r) => r.username === name)!;
    expect(pickKeys(row.picks.map((p) => ({ ...p, from: p.fromGameweek, to: p.toGameweek }))), name).toEqual(
      pickKeys(league.held[i].map((h) => ({ ...h, playerId: h.id }))),
    );
  }
}

/** Every member's season and gameweek goals, per pick too, in the current table and every past gameweek's. */
async function checkTotals(league: League, upTo: number) {
  for (let week = DRAFTED_AT + 1; week <= upTo; week++) {
    const rows = await boardOf(league, week === upTo ? undefined : week);
    for (const [i, name] of league.plan.names.entries()) {
      const row = rows.find((r) => r.username === name)!;
      expect({ name, week, gameweek: row.currentGameweekGoals, season: row.totalGoals }).toEqual({
        name,
        week,
        gameweek: expectedGoals(league.held[i], week).currentGameweekGoals,
        season: expectedGoals(league.held[i], week).totalGoals,
      });
      for (const pick of row.picks) {
        const h = league.held[i].find((x) => x.id === pick.playerId && x.from === pick.fromGameweek);
        expect(h, `${name} GW${week}: pick ${pick.playerId} from GW${pick.fromGameweek}`).toBeDefined();
        expect({ name, week, pick: pick.playerId, goals: pick.seasonGoals }).toEqual({
          name,
          week,
          pick: pick.playerId,
          goals: expectedGoals([h!], week).totalGoals,
        });
      }
    }
  }
}

/** A window run started by the admin, read once its workflow has ended; answers the run with its audit log. */
async function windowRun(league: League, action: "simulate" | "execute") {
  const { admin, league: l } = league.live;
  const started = await startWindowRun(admin, l.id, action);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  await untilQuiet(host.url);
  const progress = await admin.call(contract.window.windowRun, { params: { leagueId: l.id, runId: started.body.runId } });
  expect(progress.body.state, JSON.stringify(progress.body)).toBe("succeeded");
  // A small league's log is whole in the answer's first page.
  return { runId: progress.body.run.runId as string, auditLog: (progress.body.run.auditLog.lines as string[]).join("\n") };
}

beforeAll(async () => {
  host = await startOwnHost("january-window", {
    creatorEmails: CREATOR,
    fplSeason: "2024-25",
    fplGameweek: DRAFTED_AT,
  });
  replay = replayControl(host.replayUrl!);
  creator = new Browserish(host.url);
  await creator.signIn(CREATOR, "Creator");
}, 300_000);

afterAll(async () => {
  await host?.close();
});

describe("2024-25 replayed through its January window", () => {
  it("drafts two leagues at GW10 with players who are still here then and leave in January", async () => {
    const players = (await creator.call(contract.feed.players)).body as Array<{ id: number; status: string }>;
    const status = new Map(players.map((p) => [p.id, p.status]));
    for (const [i, plan] of PLANS.entries()) {
      for (const name of plan.lists.flat()) expect(status.get(idOf(name)), name).not.toBe("u");
      const live = await liveLeague(host.url, {
        stamp: `jan${i}${Date.now()}`,
        leagueName: plan.leagueName,
        names: plan.names,
        picks: plan.lists,
      });
      leagues.push({
        live,
        plan,
        held: plan.lists.map((list) => list.slice(0, 3).map((name) => ({ id: idOf(name), kind: "draft", from: 11 }))),
      });
    }
    for (const league of leagues) {
      const board = await boardOf(league);
      for (const [i, name] of league.plan.names.entries())
        expect(
          pickKeys(board.find((r) => r.username === name)!.picks.map((p) => ({ ...p, from: p.fromGameweek, to: p.toGameweek }))),
        ).toEqual(pickKeys(league.held[i].map((h) => ({ ...h, playerId: h.id }))));
    }
  }, 300_000);

  it("ranks extra-pick candidates while the window is open (GW21)", async () => {
    await clockTo(RANKED_AT);
    for (const league of leagues) {
      const state = (await league.live.admin.call(contract.window.windowState, { params: { leagueId: league.live.league.id } })).body as {
        seasonName: string;
      };
      await setDeadline(state.seasonName, Date.now() + 48 * 3600_000);
      for (const [i, client] of clientsOf(league).entries()) {
        const saved = await client.call(contract.window.saveWindowCandidates, {
          params: { leagueId: league.live.league.id },
          body: {
            playerIds: league.plan.candidates[i].map(idOf),
          },
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      }
    }
  }, 300_000);

  it("at the close (GW24) the admin's window draft gives every replacement and extra pick the rules give", async () => {
    await clockTo(CLOSED_AT);
    const players = (await creator.call(contract.feed.players)).body as Array<{ id: number; status: string }>;
    for (const name of ["Duran", "João Félix", "Walker", "Mario Jr.", "Renato Veiga", "Kelly"])
      expect(players.find((p) => p.id === idOf(name))?.status, name).toBe("u");
    const state = (await leagues[0].live.admin.call(contract.window.windowState, { params: { leagueId: leagues[0].live.league.id } }))
      .body as { seasonName: string };
    await setDeadline(state.seasonName, Date.now() - 1000);
    const league = leagues.find((l) => l.plan.runBy === "admin")!;
    const before = await boardOf(league);
    const simulation = await windowRun(league, "simulate");
    const execution = await windowRun(league, "execute");
    expect(execution.runId).toBe(`x-${simulation.runId}`);
    expect(execution.auditLog).toBe(simulation.auditLog);
    expect(execution.auditLog).toContain("Dee: NO AVAILABLE PLAYERS");
    expect(execution.auditLog).toContain("left the league");
    await checkWindowDraft(league, execution.auditLog);
    // Nobody loses a goal at the window draft.
    for (const row of before) expect((await boardOf(league)).find((r) => r.username === row.username)!.totalGoals).toBe(row.totalGoals);
  }, 300_000);

  it("the day after the close the schedule runs the other league's window draft, with the same rules", async () => {
    const league = leagues.find((l) => l.plan.runBy === "schedule")!;
    const { runWindowCalendar } = await import("../../functions/window/calendar-job");
    expect((await runWindowCalendar(Date.now() + 25 * 3600_000)).drafted).toEqual([league.live.league.id]);
    const draft = (await league.live.admin.call(contract.window.windowDraft, { params: { leagueId: league.live.league.id } })).body as {
      execution: { executedByUsername: string; auditLog: { lines: string[] } };
    };
    expect(draft.execution.executedByUsername).toBe("Treble schedule");
    await checkWindowDraft(league, draft.execution.auditLog.lines.join("\n"));
  }, 300_000);

  it("at GW38 every member's gameweek and season goals equal the pack's sums over each pick's own window", async () => {
    await clockTo(END);
    for (const league of leagues) await checkTotals(league, END);
  }, 600_000);

  it("covers what it claims: real leavers with goals before the window, contested and departed candidates, extra picks that score", () => {
    // Ben lost two players, Ana, Cal, Eve and Fay one each; each was replaced from their own list.
    expect(cover.replacements).toBe(6);
    expect(cover.unreplaced).toBe(0);
    // Dee's only candidate is held; Gil ranked nobody; everyone else got one.
    expect(cover.extras).toBe(5);
    expect(cover.skippedLeft).toBeGreaterThan(0);
    expect(cover.skippedHeld).toBeGreaterThan(0);
    // Duran's goals between the draft and the window stay with the members who held him.
    expect(pack.goalsBetween(idOf("Duran"), 11, CLOSED_AT)).toBeGreaterThan(0);
    expect(pack.goalsBetween(idOf("Duran"), CLOSED_AT + 1, END)).toBe(0);
    const newcomers = leagues.flatMap((l) => l.held.flat().filter((h) => h.kind !== "draft"));
    expect(newcomers.some((h) => pack.goalsBetween(h.id, CLOSED_AT + 1, END) > 0)).toBe(true);
    // Their goals before the window count for nobody.
    expect(newcomers.some((h) => pack.goalsBetween(h.id, 11, CLOSED_AT) > 0)).toBe(true);
  });
});
