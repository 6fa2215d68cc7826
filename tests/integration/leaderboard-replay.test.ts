/**
 * Leaderboard correctness against an independent computation, on a host of its own (it moves
 * the replay clock). Two leagues drafted from real 2025-26 players: one live before GW1, one
 * that went live after GW15. The season is replayed GW1→GW29 with a goals refresh each week;
 * at checkpoints and at the end, every member's gameweek and season goals equal sums read
 * straight from the data pack's live.json (goals only, own goals left out), covering the
 * ARS/WOL double gameweek 26, club changers (Semenyo BOU→MCI, Strand Larsen WOL→CRY), players
 * who left the league (Malen, L.Paquetá) and own goals (Van Hecke GW5, Woltemade GW16).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayControl } from "../../infra/local/fpl-replay/control";
import { startLocalHost, type LocalHost } from "../../infra/local/host";
import { Browserish } from "../support/client";
import { liveLeague, type LiveLeague } from "../support/live-league";
import { freePort } from "../support/ports";
import { refreshed } from "../support/refresh-runs";

const CREATOR = "board-replay-creator@treble.test";
const PACK = join(import.meta.dirname, "../../infra/local/fpl-replay/data/2025-26");
/** live.json rows: [id, minutes, goals, ownGoals, fixtures]. */
type LiveRow = [number, number, number, number, number[]];
const live = JSON.parse(readFileSync(join(PACK, "live.json"), "utf8")) as Record<string, LiveRow[]>;
const elements = (JSON.parse(readFileSync(join(PACK, "season.json"), "utf8")) as { elements: Array<[number, number, string]> }).elements;
const idOf = (webName: string) => elements.find((e) => e[2] === webName)![0];
const row = (id: number, week: number) => live[week]?.find((r) => r[0] === id);
const goals = (id: number, week: number) => row(id, week)?.[2] ?? 0;
const ownGoals = (id: number, week: number) => row(id, week)?.[3] ?? 0;
const weeks = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

const EARLY = { names: ["Ana", "Ben", "Cal", "Dee"], picks: [["Malen", "Saka", "Woltemade"], ["L.Paquetá", "H.Bueno", "Strand Larsen"], ["Semenyo", "Haaland", "Madueke"], ["Van Hecke", "Thiago", "Edozie"]] };
const MID = { names: ["Eve", "Fin", "Gus"], picks: [["Semenyo", "Saka", "Woltemade"], ["Haaland", "H.Bueno", "Strand Larsen"], ["Malen", "Thiago", "Madueke"]] };

let host: LocalHost;
let dataDir: string;
let creator: Browserish;
let replay: ReturnType<typeof replayControl>;
const leagues: Array<{ live: LiveLeague; picks: string[][]; names: string[]; scoringStart: number }> = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "treble-board-replay-"));
  // The clock starts before the season: a league executed now scores from GW1.
  host = await startLocalHost({ port: await freePort(), oidcPort: await freePort(), dataDir, creatorEmails: CREATOR, quiet: true, buildSpa: false, fplGameweek: 0 });
  // The host answers before its first feed refresh ends; these steps need the players.
  await host.firstRefresh;
  replay = replayControl(host.replayUrl!);
  creator = new Browserish(host.url);
  await creator.signIn(CREATOR, "Creator");
}, 120_000);

afterAll(async () => {
  await host?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function refreshGoals() {
  const run = await refreshed(creator, "/api/creator/refresh-goals");
  expect(run.status, run.reason).toBe("ok");
}

/** What the board must say, from the pack alone: per pick and per member, for `week` viewed. */
function expected(picks: string[], scoringStart: number, week: number) {
  const perPick = picks.map((name) => {
    const id = idOf(name);
    return { playerId: id, gameweekGoals: week >= scoringStart ? goals(id, week) : 0, seasonGoals: weeks(scoringStart, week).reduce((s, w) => s + goals(id, w), 0) };
  });
  return {
    picks: perPick,
    currentGameweekGoals: perPick.reduce((s, p) => s + p.gameweekGoals, 0),
    totalGoals: perPick.reduce((s, p) => s + p.seasonGoals, 0),
  };
}

type Row = { username: string; position: number; currentGameweekGoals: number; totalGoals: number; picks: Array<{ playerId: number; gameweekGoals: number; seasonGoals: number }> };

async function checkBoard(league: (typeof leagues)[number], week: number, path: string) {
  const res = await league.live.members[0].get(path);
  expect(res.status).toBe(200);
  const rows = res.body as Row[];
  expect(rows.map((r) => r.username).sort()).toEqual([...league.names].sort());
  for (const [i, name] of league.names.entries()) {
    const got = rows.find((r) => r.username === name)!;
    const want = expected(league.picks[i], league.scoringStart, week);
    expect({ name, week, ...got, position: undefined }, path).toMatchObject({ name, week, ...want, position: undefined });
  }
  // Standard competition ranking on season goals.
  for (const r of rows) expect(r.position).toBe(1 + rows.filter((o) => o.totalGoals > r.totalGoals).length);
}

describe("leaderboard against the data pack, GW1→GW29", () => {
  it("takes a league live before GW1 with a player who later left, drafted while he was still here", async () => {
    await refreshed(creator, "/api/creator/refresh-players");
    const early = await liveLeague(host.url, { stamp: `early${Date.now()}`, leagueName: "From The Start", ...EARLY });
    leagues.push({ live: early, ...EARLY, scoringStart: 1 });
    const board = (await early.admin.get(`/api/leaderboard?leagueId=${early.league.id}`)).body as Row[];
    const malen = board.find((r) => r.username === "Ana")!.picks.find((p) => p.playerId === idOf("Malen"));
    expect(malen).toBeDefined();
  });

  it("replays the season; at each checkpoint every total matches the pack; a second league goes live after GW15", async () => {
    const checkpoints = new Set([1, 5, 15, 16, 26, 29]);
    for (const week of weeks(1, 29)) {
      await replay.setGameweek(week);
      await refreshGoals();
      if (week === 15) {
        // Statuses as of GW15 (Malen still at Villa), then the draft: scoring starts at GW16.
        await refreshed(creator, "/api/creator/refresh-players");
        const mid = await liveLeague(host.url, { stamp: `mid${Date.now()}`, leagueName: "Mid Season", ...MID });
        leagues.push({ live: mid, ...MID, scoringStart: 16 });
      }
      if (!checkpoints.has(week)) continue;
      for (const league of leagues) await checkBoard(league, week, `/api/leaderboard?leagueId=${league.live.league.id}`);
    }
  }, 300_000);

  it("shows each past gameweek's table with season totals up to it", async () => {
    for (const league of leagues) {
      for (const week of [league.scoringStart, 14, 16, 20, 26, 28]) {
        await checkBoard(league, week, `/api/leaderboard/${week}?leagueId=${league.live.league.id}`);
      }
    }
  });

  it("draws the goal race from the scoring start with the pack's cumulative sums", async () => {
    for (const league of leagues) {
      const race = (await league.live.members[0].get(`/api/leaderboard/race?leagueId=${league.live.league.id}`)).body as {
        gameweeks: number[];
        series: Array<{ username: string; cumulative: number[] }>;
      };
      expect(race.gameweeks).toEqual(weeks(league.scoringStart, 29));
      for (const [i, name] of league.names.entries()) {
        const cumulative = race.gameweeks.map((w) => expected(league.picks[i], league.scoringStart, w).totalGoals);
        expect(race.series.find((s) => s.username === name)?.cumulative, name).toEqual(cumulative);
      }
    }
  });

  it("covers what it claims: a double gameweek, own goals, a leaver's goals before he left, a mid-season window", () => {
    const ids = (names: string[]) => names.map(idOf);
    const dgw = ids(["Saka", "H.Bueno", "Madueke", "Edozie"]).filter((id) => row(id, 26)?.[4].length === 2 && goals(id, 26) > 0);
    expect(dgw).toHaveLength(4);
    expect(ownGoals(idOf("Van Hecke"), 5) + ownGoals(idOf("Woltemade"), 16)).toBe(2);
    expect(weeks(1, 29).reduce((s, w) => s + goals(idOf("Malen"), w), 0)).toBe(4);
    // Semenyo's goals before GW16 count for the early league only.
    expect(expected(["Semenyo"], 1, 29).totalGoals).toBe(15);
    expect(expected(["Semenyo"], 16, 29).totalGoals).toBeLessThan(15);
  });
});
