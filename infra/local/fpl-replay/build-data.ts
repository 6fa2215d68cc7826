import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type {
  ElementRow,
  ElementTypeRow,
  EventRow,
  FixtureGoalRow,
  FixtureRow,
  LiveRow,
  MidSeasonRow,
  ReplayPack,
  StatusChangeRow,
  TeamRow,
} from "./pack";

/**
 * Regenerates the replay's data pack from the full FPL season files (../shared/fpl-data by
 * default, or the folder given as the first argument). Run by hand when the source data
 * changes: `npx tsx infra/local/fpl-replay/build-data.ts [source-folder]`. The app and the
 * tests only read the pack, so they run where the source folder does not exist.
 */
const here = fileURLToPath(new URL(".", import.meta.url));
const source = resolve(process.argv[2] ?? join(here, "../../../../shared/fpl-data"));
const out = join(here, "data");

/** The fields read from FPL's own files (bootstrap-static, fixtures, event live). */
interface SourceBootstrap {
  events: Array<{ id: number; name: string; deadline_time: string; is_current: boolean }>;
  teams: Array<{ id: number; code: number; name: string; short_name: string }>;
  element_types: Array<{ id: number; singular_name: string; singular_name_short: string; plural_name: string; plural_name_short: string }>;
  elements: Array<{
    id: number;
    code: number;
    web_name: string;
    first_name: string;
    second_name: string;
    team: number;
    element_type: number;
    now_cost: number;
    cost_change_start: number;
    status: string;
    news: string;
    news_added: string | null;
    removed?: boolean;
    goals_scored: number;
    minutes: number;
    total_points: number;
  }>;
}
interface SourceFixture {
  id: number;
  stats?: Array<{ identifier: string; h: Array<{ element: number; value: number }>; a: Array<{ element: number; value: number }> }>;
  event: number | null;
  kickoff_time: string | null;
  team_h: number;
  team_a: number;
  team_h_score: number | null;
  team_a_score: number | null;
  finished: boolean;
}
interface SourceLive {
  elements: Array<{ id: number; stats: { minutes: number; goals_scored: number; own_goals: number }; explain: Array<{ fixture: number }> }>;
}

const read = <T>(path: string): T => JSON.parse(readFileSync(join(source, path), "utf8"));

/**
 * When each player who left the league at some point did so, from the two snapshots of a season
 * (the mid-season one taken after gameweek `midGameweek`, and the latest): the time the feed
 * wrote the news, the status and the news. A player `u` mid-season but not later came back after
 * that snapshot: his return is dated at the next deadline after it. Players never `u` keep the
 * latest snapshot's status throughout, as before.
 */
function buildStatusChanges(mid: SourceBootstrap, latest: SourceBootstrap, midGameweek: number): ReplayPack["statusChanges"] {
  const midById = new Map(mid.elements.map((e) => [e.id, e]));
  const afterMid = latest.events.find((e) => e.id === midGameweek + 1)?.deadline_time ?? "";
  const changes: ReplayPack["statusChanges"] = {};
  for (const e of latest.elements) {
    const before = midById.get(e.id);
    const rows: StatusChangeRow[] = [];
    if (before?.status === "u") rows.push([before.news_added ?? "", "u", before.news]);
    if (e.status !== "u") {
      if (rows.length) rows.push([afterMid, e.status, e.news]);
    } else if (before?.status !== "u" || before.news_added !== e.news_added) rows.push([e.news_added ?? "", "u", e.news]);
    if (rows.length) changes[e.id] = rows.sort((a, b) => a[0].localeCompare(b[0]));
  }
  return changes;
}

/**
 * Clubs, statuses and news as the mid-season snapshot shows them, for players whose differ in the
 * latest: the replay shows those before the latest snapshot's gameweek, so a club or an injury of
 * the season's end does not show at GW12. A player who changed clubs between the snapshots wears
 * the new one from the first week he played for it, or else from the first deadline after the
 * January window (the only transfer window between the two snapshots).
 */
function buildMidSeason(
  mid: SourceBootstrap,
  latest: SourceBootstrap,
  midGameweek: number,
  live: ReplayPack["live"],
  fixtures: SourceFixture[],
): NonNullable<ReplayPack["midSeason"]> {
  const latestGameweek = latest.events.find((e) => e.is_current)?.id ?? latest.events.length;
  const midById = new Map(mid.elements.map((e) => [e.id, e]));
  const sides = new Map(fixtures.map((f) => [f.id, [f.team_h, f.team_a]]));
  const secondYear = Number(latest.events[0].deadline_time.slice(0, 4)) + 1;
  const afterWindow = latest.events.find((e) => e.deadline_time > `${secondYear}-02-04`)?.id ?? latestGameweek;
  const players: Record<string, MidSeasonRow> = {};
  for (const e of latest.elements) {
    const before = midById.get(e.id);
    if (!before || (before.team === e.team && before.status === e.status && before.news === e.news)) continue;
    let from = before.team === e.team ? 0 : Math.min(afterWindow, latestGameweek);
    if (before.team !== e.team) {
      for (let week = midGameweek + 1; week < from; week++) {
        const row = live[week]?.find(([id, minutes]) => id === e.id && minutes > 0);
        // A match against his old club is no sign of the move: it involves both.
        if (row?.[4].some((f) => sides.get(f)?.includes(e.team) && !sides.get(f)?.includes(before.team))) {
          from = week;
          break;
        }
      }
    }
    players[e.id] = [before.team, before.status, before.news, from];
  }
  return { gameweek: midGameweek, latestGameweek, players };
}

function buildSeason(season: string, bootstrapFile: string, mid: { file: string; gameweek: number }): ReplayPack {
  const bootstrap = read<SourceBootstrap>(`${season}/${bootstrapFile}`);
  const fixtures = read<SourceFixture[]>(`${season}/fixtures.json`);
  const weeks = readdirSync(join(source, season, "event"))
    .map(Number)
    .filter((n) => Number.isInteger(n))
    .sort((a, b) => a - b);
  const live: ReplayPack["live"] = {};
  for (const week of weeks) {
    const { elements } = read<SourceLive>(`${season}/event/${week}/live.json`);
    live[week] = elements.map((e): LiveRow => [
      e.id,
      e.stats.minutes,
      e.stats.goals_scored,
      e.stats.own_goals,
      e.explain.map((x) => x.fixture),
    ]);
  }
  return {
    season,
    events: bootstrap.events.map((e): EventRow => [e.id, e.name, e.deadline_time]),
    teams: bootstrap.teams.map((t): TeamRow => [t.id, t.code, t.name, t.short_name]),
    elementTypes: bootstrap.element_types.map((t): ElementTypeRow => [
      t.id,
      t.singular_name,
      t.singular_name_short,
      t.plural_name,
      t.plural_name_short,
    ]),
    elements: bootstrap.elements.map((e): ElementRow => [
      e.id,
      e.code,
      e.web_name,
      e.first_name,
      e.second_name,
      e.team,
      e.element_type,
      e.now_cost,
      e.status,
      e.news,
      e.removed ?? false,
    ]),
    fixtures: fixtures.map((f): FixtureRow => [
      f.id,
      f.event,
      f.kickoff_time,
      f.team_h,
      f.team_a,
      f.team_h_score,
      f.team_a_score,
      f.finished,
    ]),
    statusChanges: buildStatusChanges(read<SourceBootstrap>(`${season}/${mid.file}`), bootstrap, mid.gameweek),
    midSeason: buildMidSeason(read<SourceBootstrap>(`${season}/${mid.file}`), bootstrap, mid.gameweek, live, fixtures),
    live,
  };
}

/**
 * Who scored in each played fixture, from the fixture's own `stats` (goals_scored and own_goals,
 * home and away): the replay's match clock releases these over the match, as the feed reports them.
 */
function buildFixtureGoals(season: string): Record<string, FixtureGoalRow[]> {
  const goals: Record<string, FixtureGoalRow[]> = {};
  for (const f of read<SourceFixture[]>(`${season}/fixtures.json`)) {
    const rows = new Map<string, FixtureGoalRow>();
    for (const stat of f.stats ?? []) {
      if (stat.identifier !== "goals_scored" && stat.identifier !== "own_goals") continue;
      for (const side of ["h", "a"] as const) {
        for (const { element, value } of stat[side]) {
          const key = `${element}${side}`;
          const row = rows.get(key) ?? [element, side === "h" ? 0 : 1, 0, 0];
          row[stat.identifier === "goals_scored" ? 2 : 3] += value;
          rows.set(key, row);
        }
      }
    }
    if (rows.size) goals[f.id] = [...rows.values()].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  }
  return goals;
}

/** The previous season as element-summary `history_past` needs it, keyed by the stable `code`. */
function buildHistory(season: string, bootstrapFile: string) {
  const bootstrap = read<SourceBootstrap>(`${season}/${bootstrapFile}`);
  const byCode: Record<string, [number, number, number, number, number]> = {};
  for (const e of bootstrap.elements) {
    if (e.element_type === 5) continue;
    byCode[e.code] = [e.goals_scored, e.minutes, e.total_points, e.now_cost - e.cost_change_start, e.now_cost];
  }
  return { seasonName: season.replace("-", "/"), byCode };
}

/** One entry per line: small diffs when the source changes, and readable by eye. */
function writeCompact(path: string, value: Record<string, unknown>) {
  const lines = Object.entries(value).map(([key, v]) => {
    if (Array.isArray(v)) return `${JSON.stringify(key)}:[\n${v.map((x) => JSON.stringify(x)).join(",\n")}\n]`;
    if (v && typeof v === "object") {
      const inner = Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}:${JSON.stringify(x)}`);
      return `${JSON.stringify(key)}:{\n${inner.join(",\n")}\n}`;
    }
    return `${JSON.stringify(key)}:${JSON.stringify(v)}`;
  });
  writeFileSync(path, `{\n${lines.join(",\n")}\n}\n`);
}

/**
 * Each season's pack with last season's goals beside it. 2023-24 is not in the source folder, so
 * the 2024-25 pack's "last season" is empty: every player has 0 goals last season there.
 */
const packs = [
  {
    season: "2024-25",
    bootstrap: "bootstrap-static.season-end.json",
    mid: { file: "bootstrap-static.json", gameweek: 10 },
    previous: "2023-24",
  },
  {
    season: "2025-26",
    bootstrap: "bootstrap-static.latest.json",
    mid: { file: "bootstrap-static.json", gameweek: 9 },
    previous: "2024-25",
  },
];
for (const p of packs) {
  mkdirSync(join(out, p.season), { recursive: true });
  const { live, ...season } = buildSeason(p.season, p.bootstrap, p.mid);
  writeCompact(join(out, p.season, "season.json"), season);
  writeCompact(join(out, p.season, "live.json"), live);
  writeCompact(join(out, p.season, "fixture-goals.json"), buildFixtureGoals(p.season));
  const history = existsSync(join(source, p.previous))
    ? buildHistory(p.previous, "bootstrap-static.season-end.json")
    : { seasonName: p.previous.replace("-", "/"), byCode: {} };
  writeCompact(join(out, p.season, `history-${p.previous}.json`), history);
  console.log(`Wrote the ${p.season} pack (${Object.keys(live).length} gameweeks, ${season.elements.length} elements) to ${out}`);
}
