import type { GoalsChangedDetail } from "../../../events/catalog";
import type { CadenceState } from "../../../shared/match-day/cadence";
import { FplFixture, type FplFixtureItem } from "../entities/fpl-fixture";
import { GoalsCadence } from "../entities/goals-cadence";
import { countInto, type IoCounter } from "../table/io-counter";
import { putAll } from "../table/put-all";
import { feedSeason } from "../read-models/season";

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

/** The stored cadence: what the tick decides from, the week it stands for, and the announcements held for the next run. */
export type StoredCadence = CadenceState & { season: string; gameweekId: number; heldGoals?: GoalsChangedDetail[] };

type CadenceFields = Omit<StoredCadence, "fixtures" | "nextDeadline" | "heldGoals"> & {
  fixtures: Array<{ kickoffTime?: string | null; started: boolean; finishedProvisional: boolean }>;
  nextDeadline?: string | null;
};

/** The cadence's own fields, a missing time as `absent`: the tick reads null, the item stores nothing. */
const cadenceFields = <A extends null | undefined>(c: CadenceFields, absent: A) => ({
  season: c.season,
  gameweekId: c.gameweekId,
  fixtures: c.fixtures.map((f) => ({
    kickoffTime: (f.kickoffTime ?? absent) as string | A,
    started: f.started,
    finishedProvisional: f.finishedProvisional,
  })),
  weekDone: c.weekDone,
  nextDeadline: (c.nextDeadline ?? absent) as string | A,
  lastRunAt: c.lastRunAt,
  lastFullRunAt: c.lastFullRunAt,
});

/** The minute tick's one read: undefined before the first refresh stored it. */
export async function getGoalsCadence(io?: IoCounter): Promise<StoredCadence | undefined> {
  const item = (await GoalsCadence.get({}).go(countInto(io))).data;
  if (!item) return undefined;
  return {
    ...cadenceFields<null>(item, null),
    ...(item.heldGoals ? { heldGoals: JSON.parse(item.heldGoals) as GoalsChangedDetail[] } : {}),
  };
}

export async function putGoalsCadence(state: StoredCadence, io?: IoCounter): Promise<void> {
  await GoalsCadence.put({
    ...cadenceFields<undefined>(state, undefined),
    heldGoals: state.heldGoals?.length ? JSON.stringify(state.heldGoals) : undefined,
  }).go(countInto(io));
}
