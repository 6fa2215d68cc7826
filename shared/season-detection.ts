/**
 * Which store season a feed answer belongs to (product.md §10.7, §10.13). The feed never says
 * which season it serves, and the app may miss a season's end (down, or a refresh failing, for a
 * day): a new season is recognised from the answer itself, whatever was refreshed before.
 */
import { seasonLabelFor } from "./season-label";
import { nextSeasonLabel } from "./season-change";

/** A player as a feed answer or the store holds him: ids are re-issued every season, `code` is his for good. */
export interface PlayerIdentity {
  playerId: number;
  code: number;
}

/** Ids both lists hold, and how many of them now carry another player (another `code`). */
export function reissuedIds(
  stored: ReadonlyArray<PlayerIdentity>,
  incoming: ReadonlyArray<PlayerIdentity>,
): { shared: number; moved: number; movedIds: number[] } {
  const codeOf = new Map(stored.map((p) => [p.playerId, p.code]));
  const movedIds: number[] = [];
  let shared = 0;
  for (const p of incoming) {
    const code = codeOf.get(p.playerId);
    if (code === undefined) continue;
    shared += 1;
    if (code !== p.code) movedIds.push(p.playerId);
  }
  return { shared, moved: movedIds.length, movedIds };
}

/**
 * Enough shared ids for their codes to speak for the season: a season's squad lists hold ~800
 * players, a new season re-issues nearly every id (803 of 804 from 2024-25 to 2025-26), and
 * within a season an id never changes hands.
 */
const IDS_TO_JUDGE_BY = 50;

/** Far more than a season's deadlines drift, far less than a year between two seasons' first deadlines. */
const NEW_SEASON_GAP_DAYS = 300;

/** The newest season the store holds. Dates are on the season's own calendar (see `seasonDate`). */
export interface StoredSeason {
  season: string;
  firstDeadline?: string;
  lastDeadline?: string;
  players: ReadonlyArray<PlayerIdentity>;
}

/** A feed answer: its first deadline on the season's own calendar, and its players. */
export interface FeedAnswer {
  firstDeadline?: string;
  players: ReadonlyArray<PlayerIdentity>;
}

/**
 * A date of the feed on the season's own calendar: the local replay moves a recorded season's
 * dates onto today by `shiftMs` and says so (the real feed never shifts, so its dates are kept).
 */
export function seasonDate(iso: string | null | undefined, shiftMs = 0): string | undefined {
  if (!iso) return undefined;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? undefined : new Date(at - shiftMs).toISOString();
}

/**
 * Whether the answer is a season after the newest stored one, and why. Judged first by the
 * players: most ids both hold now carrying other codes is a new season (ids re-issued), most
 * keeping theirs is the same season, however the dates moved. Without enough players to judge
 * by (the store or the answer empty), by the dates: a first deadline after the stored season's
 * last one, or a season's length after its first, is a new season.
 */
export function newSeasonReason(feed: FeedAnswer, newest: StoredSeason): "ids reissued" | "first deadline after the last" | undefined {
  const { shared, moved } = reissuedIds(newest.players, feed.players);
  if (shared >= IDS_TO_JUDGE_BY) return moved * 2 > shared ? "ids reissued" : undefined;
  if (!feed.firstDeadline) return undefined;
  const first = Date.parse(feed.firstDeadline);
  if (newest.lastDeadline && first > Date.parse(newest.lastDeadline)) return "first deadline after the last";
  if (newest.firstDeadline && (first - Date.parse(newest.firstDeadline)) / 86_400_000 > NEW_SEASON_GAP_DAYS)
    return "first deadline after the last";
  return undefined;
}

/**
 * The store season a feed answer belongs to: the newest stored one, unless the answer is a new
 * season (`newSeasonReason`), which is named by its first deadline on its own calendar, and never
 * by a label the store already used.
 */
export function feedSeasonFor(feed: FeedAnswer, newest: StoredSeason | undefined, fallback: string): string {
  const label = feed.firstDeadline ? seasonLabelFor(feed.firstDeadline) : undefined;
  if (!newest) return label ?? fallback;
  if (!newSeasonReason(feed, newest)) return newest.season;
  return label && label > newest.season ? label : nextSeasonLabel(newest.season);
}
