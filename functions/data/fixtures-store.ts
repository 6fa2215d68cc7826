import type { GoalsChangedDetail } from "../../events/catalog";
import type { CadenceState } from "../../shared/match-day/cadence";
import { FplFixture, type FplFixtureItem } from "./entities/fpl-fixture";
import { GoalsCadence } from "./entities/goals-cadence";
import { countInto, type IoCounter } from "./io-counter";
import { putAll } from "./put-all";
import { feedSeason } from "./season";

/** A gameweek's stored fixtures with their scorers: one query. */
export async function fixturesOfGameweek(gameweekId: number, io?: IoCounter, season?: string): Promise<FplFixtureItem[]> {
  const s = season ?? (await feedSeason(io));
  const { data } = await FplFixture.query.byGameweek({ season: s, gameweekId }).go({ pages: "all", ...countInto(io) });
  return data.sort((a, b) => a.fixtureId - b.fixtureId);
}

/** Whole fixture records, as absolute values: writing the same ones twice changes nothing. */
export async function putFixtures(fixtures: Array<Omit<FplFixtureItem, "updatedAt">>, io?: IoCounter): Promise<void> {
  if (!fixtures.length) return;
  const updatedAt = new Date().toISOString();
  await putAll(
    FplFixture,
    fixtures.map((f) => ({ ...f, updatedAt })),
    io,
  );
}

/** The minute tick's one read: undefined before the first refresh stored it. */
/** The stored cadence: what the tick decides from, the week it stands for, and the announcements held for the next run. */
export type StoredCadence = CadenceState & { season: string; gameweekId: number; heldGoals?: GoalsChangedDetail[] };

export async function getGoalsCadence(io?: IoCounter): Promise<StoredCadence | undefined> {
  const item = (await GoalsCadence.get({}).go(countInto(io))).data;
  if (!item) return undefined;
  return {
    season: item.season,
    gameweekId: item.gameweekId,
    fixtures: item.fixtures.map((f) => ({
      kickoffTime: f.kickoffTime ?? null,
      started: f.started,
      finishedProvisional: f.finishedProvisional,
    })),
    weekDone: item.weekDone,
    nextDeadline: item.nextDeadline ?? null,
    lastRunAt: item.lastRunAt,
    lastFullRunAt: item.lastFullRunAt,
    ...(item.heldGoals ? { heldGoals: JSON.parse(item.heldGoals) as GoalsChangedDetail[] } : {}),
  };
}

export async function putGoalsCadence(state: StoredCadence, io?: IoCounter): Promise<void> {
  await GoalsCadence.put({
    season: state.season,
    gameweekId: state.gameweekId,
    fixtures: state.fixtures.map((f) => ({
      kickoffTime: f.kickoffTime ?? undefined,
      started: f.started,
      finishedProvisional: f.finishedProvisional,
    })),
    weekDone: state.weekDone,
    nextDeadline: state.nextDeadline ?? undefined,
    lastRunAt: state.lastRunAt,
    lastFullRunAt: state.lastFullRunAt,
    heldGoals: state.heldGoals?.length ? JSON.stringify(state.heldGoals) : undefined,
  }).go(countInto(io));
}
