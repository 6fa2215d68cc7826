import { config } from "../../config";
import { FeedSeason, type FeedSeasonItem } from "../entities/feed-season";
import { countInto, type IoCounter } from "../table/io-counter";

/** Every season the store holds feed data for, oldest first (labels such as "2024/25" sort by year). */
export async function listFeedSeasons(io?: IoCounter): Promise<FeedSeasonItem[]> {
  const { data } = await FeedSeason.query.all({}).go({ pages: "all", ...countInto(io) });
  return data.sort((a, b) => a.season.localeCompare(b.season));
}

/**
 * The feed's current season: the newest one stored. A store the feed never filled answers the
 * configured label, so the first refresh and the first league agree on it.
 */
export async function feedSeason(io?: IoCounter): Promise<string> {
  return (await listFeedSeasons(io)).at(-1)?.season ?? config.seasonLabelFallback;
}

/** The newest season the feed has filled, if any. */
export async function storedFeedSeason(): Promise<string | undefined> {
  return (await listFeedSeasons()).at(-1)?.season;
}

/** Records a season the feed has reached; writing it again changes nothing that is read. */
export async function recordFeedSeason(season: string, firstDeadline: string | undefined, io?: IoCounter, shiftMs?: number): Promise<void> {
  await FeedSeason.put({ season, firstDeadline, shiftMs, startedAt: new Date().toISOString() }).go(countInto(io));
}

/** Keeps the feed's latest shift of a season's dates (only when it moved: the local replay's clock). */
export async function recordSeasonShift(season: string, shiftMs: number, io?: IoCounter): Promise<void> {
  await FeedSeason.patch({ season }).set({ shiftMs }).go(countInto(io));
}

/** Marks a season the feed has left for a newer one: it is over as stored (product.md §10.13). */
export async function recordSeasonLeft(season: string, io?: IoCounter): Promise<void> {
  await FeedSeason.patch({ season }).set({ leftAt: new Date().toISOString() }).go(countInto(io));
}

/**
 * How far the feed moves a season's dates from its own calendar: the local replay's shift onto
 * today, 0 for the real feed (and for a season the store does not hold).
 */
export async function seasonShiftMs(season: string): Promise<number> {
  return (await FeedSeason.get({ season }).go()).data?.shiftMs ?? 0;
}

/**
 * The season label new leagues show (product.md §10.7): the feed's current season, named from
 * its own first deadline when it was recognised; the configured label until the feed has filled one.
 */
export async function currentSeasonLabel(): Promise<string> {
  return feedSeason();
}

/** The oldest season stored, once there is one: seasons are only ever added, so it never changes. */
let firstSeason: Promise<string | undefined> | undefined;

/**
 * The store season a league reads its players, clubs, gameweeks and goals from. Leagues made
 * before the store had seasons carry none: they belong to the first season it holds, the one
 * their feed data was moved under.
 */
export async function seasonOfLeague(league: { feedSeason?: string } | undefined): Promise<string> {
  if (league?.feedSeason) return league.feedSeason;
  const asked = (firstSeason ??= listFeedSeasons().then((seasons) => seasons.at(0)?.season));
  // Until the feed has filled a season (or when the read failed) there is none to keep: ask again next time.
  const first = await asked.catch((error: unknown) => {
    firstSeason = undefined;
    throw error;
  });
  if (first === undefined) firstSeason = undefined;
  return first ?? config.seasonLabelFallback;
}
