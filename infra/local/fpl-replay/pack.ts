import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The replay's data pack: one real season, reduced to the fields the app reads, as positional
 * rows (build-data.ts writes it). Positional rows keep the pack near 0.5 MB instead of 11 MB.
 */
export type EventRow = [id: number, name: string, deadline: string];
export type TeamRow = [id: number, code: number, name: string, shortName: string];
export type ElementTypeRow = [id: number, singular: string, singularShort: string, plural: string, pluralShort: string];
export type ElementRow = [
  id: number,
  code: number,
  webName: string,
  firstName: string,
  secondName: string,
  team: number,
  elementType: number,
  nowCost: number,
  status: string,
  news: string,
  removed: boolean,
];
export type FixtureRow = [
  id: number,
  event: number | null,
  kickoff: string | null,
  teamH: number,
  teamA: number,
  scoreH: number | null,
  scoreA: number | null,
  finished: boolean,
];
/** A player's status from a moment on: [time the feed wrote the news (real, unshifted), status, news]. */
export type StatusChangeRow = [at: string, status: string, news: string];
/**
 * A player as the mid-season snapshot showed him, where the latest differs: his club then, his
 * status and news then, and the gameweek from which the latest snapshot's club is his.
 */
export type MidSeasonRow = [team: number, status: string, news: string, latestTeamFrom: number];
/** Only elements with a non-zero stat that week; a missing id means all zeros. */
export type LiveRow = [id: number, minutes: number, goals: number, ownGoals: number, fixtures: number[]];

/** One player's goals and own goals in one fixture, on his side of it (0 home, 1 away). */
export type FixtureGoalRow = [id: number, side: 0 | 1, goals: number, ownGoals: number];

export interface ReplayPack {
  season: string;
  events: EventRow[];
  teams: TeamRow[];
  elementTypes: ElementTypeRow[];
  elements: ElementRow[];
  fixtures: FixtureRow[];
  /**
   * Players who left the league (status `u`) at some point of the season, by id, oldest change
   * first: before the first change a player was available ("a", no news). The snapshots give
   * statuses only at two moments; these dates say when each departure happened in between.
   */
  statusChanges: Record<string, StatusChangeRow[]>;
  /**
   * The pack's elements are the latest snapshot's: before that snapshot's gameweek
   * (`latestGameweek`), clubs, statuses and news are the mid-season snapshot's (taken after
   * `gameweek`), for the players whose differ. Absent in packs built before it was added.
   */
  midSeason?: { gameweek: number; latestGameweek: number; players: Record<string, MidSeasonRow> };
  live: Record<string, LiveRow[]>;
  /** By fixture id: who scored in it (fixture-goals.json; absent in packs built before it was added). */
  fixtureGoals?: Record<string, FixtureGoalRow[]>;
}

export interface PreviousSeason {
  seasonName: string;
  /** code → [goals, minutes, total points, start cost, end cost] */
  byCode: Record<string, [number, number, number, number, number]>;
}

/** Every season's pack, one folder each ("2024-25", "2025-26"), oldest first. */
export const packsDir = fileURLToPath(new URL("./data/", import.meta.url));
/** The season `npm start` replays. */
export const DEFAULT_SEASON = "2025-26";
const packDir = join(packsDir, DEFAULT_SEASON);

export const packSeasons = (): string[] =>
  readdirSync(packsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

/** A season's pack and, beside it, last season's goals (`history-<season>.json`). */
export function loadPack(dir = packDir): { pack: ReplayPack; previous: PreviousSeason } {
  const read = (name: string) => JSON.parse(readFileSync(join(dir, name), "utf8"));
  const season = read("season.json") as Omit<ReplayPack, "live">;
  const history = readdirSync(dir).find((f) => f.startsWith("history-"));
  if (!history) throw new Error(`no history-<season>.json in ${dir}`);
  const fixtureGoals = existsSync(join(dir, "fixture-goals.json")) ? read("fixture-goals.json") : undefined;
  return { pack: { ...season, live: read("live.json"), fixtureGoals }, previous: read(history) };
}
