import type { FixtureScore, GoalChange, GoalsChangedDetail } from "../../events/catalog";
import { reconcileFixtureGoals, scorerChanges, scorersFromStats, weekGoalsFromFixtures } from "../../shared/match-day/goal-diff";
import type { FplFixtureItem } from "../data/entities/fpl-fixture";
import { fixturesOfGameweek, putFixtures } from "../data/stores/fixtures-store";
import { goalsOfGameweek, putWeekGoals } from "../data/stores/goals-store";
import { newIoCounter } from "../data/table/io-counter";
import { announceGoals } from "./announce-goals";
import type { FplFixture } from "../feed/fpl-schemas";
import type { RunLog } from "../feed/run-log";
import type { WeekGoals } from "../data/stores/goals-store";

type Fixture = Omit<FplFixtureItem, "updatedAt">;

/**
 * The fixture to store after an answer. Goals come from the stats diff; `started` and
 * `finished_provisional` never go back (a stale answer from before kick-off is not news), and an
 * answer refused for its goals keeps the stored score too (it was caught mid-update).
 */
function nextFixture(season: string, feed: FplFixture, stored: Fixture | undefined): { fixture: Fixture; refused?: string } {
  const gameweekId = feed.event ?? stored?.gameweekId ?? 0;
  const outcome = reconcileFixtureGoals(
    feed.id,
    { scorers: stored?.scorers ?? [], pending: stored?.pending ?? [] },
    scorersFromStats(feed.stats),
  );
  const keepScore = outcome.refused !== undefined && stored !== undefined;
  const finishedProvisional = feed.finished_provisional || (stored?.finishedProvisional ?? false);
  const fixture: Fixture = {
    season,
    gameweekId,
    fixtureId: feed.id,
    kickoffTime: feed.kickoff_time ?? undefined,
    teamH: feed.team_h,
    teamA: feed.team_a,
    teamHScore: keepScore ? stored.teamHScore : (feed.team_h_score ?? undefined),
    teamAScore: keepScore ? stored.teamAScore : (feed.team_a_score ?? undefined),
    started: Boolean(feed.started) || (stored?.started ?? false),
    finishedProvisional,
    finished: feed.finished || (stored?.finished ?? false),
    minutes: finishedProvisional ? feed.minutes || (stored?.minutes ?? 0) : Math.max(feed.minutes, stored?.minutes ?? 0),
    scorers: outcome.scorers,
    pending: outcome.pending,
  };
  return { fixture, refused: outcome.refused };
}

/** A value with its objects' keys in order and undefined members left out, as the store gives it back. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, canonical(v)]));
};

/**
 * Whether the fixture to store is the stored one: every field, the scorers and pending goals
 * member by member (a goal given to a team-mate changes no count, score or minute).
 */
export function sameFixture(next: Fixture, stored: Fixture | undefined): boolean {
  if (!stored) return false;
  const { updatedAt: _u, ...rest } = stored as FplFixtureItem;
  return JSON.stringify(canonical(next)) === JSON.stringify(canonical(rest));
}

/**
 * How long a run waits to ask the feed again when an answer lists fewer goals than stored. A goal
 * is taken back only when two answers agree (decision 0241); the second is asked for in the same
 * run (decision 0280), so a take-back is told one cadence after the feed has it, not two.
 */
const CONFIRM_AFTER_MS = 2_000;

/** Every fixture of the gameweek in an answer reconciled with `held` (the stored copies, or a first answer's). */
function reconcileAnswer(log: RunLog, season: string, gameweekId: number, answer: FplFixture[], held: Map<number, Fixture>) {
  const next = new Map(held);
  for (const feed of answer.filter((f) => f.event === gameweekId)) {
    const outcome = nextFixture(season, feed, held.get(feed.id));
    if (outcome.refused) log.problem(outcome.refused);
    next.set(feed.id, outcome.fixture);
  }
  return next;
}

const fixtureScore = (f: Fixture): FixtureScore => ({
  fixtureId: f.fixtureId,
  gameweek: f.gameweekId,
  teamH: f.teamH,
  teamA: f.teamA,
  teamHScore: f.teamHScore ?? null,
  teamAScore: f.teamAScore ?? null,
  started: f.started,
  finished: f.finishedProvisional,
  minutes: f.minutes,
  kickoffTime: f.kickoffTime ?? null,
});

/**
 * A gameweek's goals per player from its stored fixtures for the players they cover: a player
 * whose every fixture of the week we hold the stats of (or who is in none the feed's live data
 * names) gets the fixtures' sum; any other keeps the live answer's value. The fixtures are the
 * fresher source during matches (`event/N/live` lags them), and both agree once the week settles.
 */
export function coverWithFixtures(live: Map<number, WeekGoals>, fixtures: Fixture[]): Map<number, WeekGoals> {
  const covered = new Set(fixtures.filter((f) => f.started).map((f) => f.fixtureId));
  if (covered.size === 0) return live;
  const fromFixtures = weekGoalsFromFixtures(fixtures);
  const out = new Map(live);
  const ids = new Set([...live.keys(), ...fromFixtures.keys()]);
  for (const playerId of ids) {
    const l = live.get(playerId);
    if (l && !l.fixtures.every((f) => covered.has(f))) continue;
    const g = fromFixtures.get(playerId);
    const fixtureIds = [...new Set([...(l?.fixtures ?? []), ...(g?.fixtures ?? [])])].sort((a, b) => a - b);
    out.set(playerId, { playerId, goals: g?.goals ?? 0, fixtures: fixtureIds });
  }
  return out;
}

/**
 * One read of a gameweek's fixtures (`fixtures/?event=N`), two when an answer lists fewer goals
 * than stored (the second confirms or drops the take-back): each fixture's stats diffed with the
 * stored copy, the changed fixtures stored, the per-gameweek goals the boards read brought in line
 * (a double gameweek's fixtures summed), and then, only when a goal moved, one GOALS_CHANGED.
 * Fixture writes are counted apart from the run's: a minute ticking on is not new goals data, so
 * it does not change the feed's data version the boards follow. Answers the fixtures as stored.
 */
export async function refreshFixtures(log: RunLog, season: string, gameweekId: number): Promise<Fixture[] | undefined> {
  let answer: FplFixture[];
  try {
    answer = await log.client.fixtures(gameweekId);
  } catch (error) {
    log.problem((error as Error).message);
    return undefined;
  }
  const stored = await fixturesOfGameweek(gameweekId, log.io, season);
  const storedById = new Map<number, Fixture>(stored.map((f) => [f.fixtureId, f]));
  let byId = reconcileAnswer(log, season, gameweekId, answer, storedById);
  if ([...byId.values()].some((f) => f.pending.length > 0)) {
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_AFTER_MS));
    try {
      byId = reconcileAnswer(log, season, gameweekId, await log.client.fixtures(gameweekId), byId);
    } catch (error) {
      log.step(`Gameweek ${gameweekId} fixtures asked again for a correction: ${(error as Error).message}; the next run decides`);
    }
  }
  const written = [...byId.values()].filter((f) => !sameFixture(f, storedById.get(f.fixtureId)));
  const changes: GoalChange[] = [...byId.values()].flatMap((f) =>
    scorerChanges(f.fixtureId, storedById.get(f.fixtureId)?.scorers ?? [], f.scorers),
  );
  const fixtureWrites = newIoCounter();
  await putFixtures(written, fixtureWrites);
  const all = [...byId.values()].sort((a, b) => a.fixtureId - b.fixtureId);
  // A fixture seen for the first time is a baseline: its goals are stored, not news. The current
  // week's fixtures are stored before its first kick-off (the full pass within 10 minutes of the
  // deadline), so only a fixture first seen already played (a first start, a new store) is one.
  const news = changes.filter((c) => stored.some((f) => f.fixtureId === c.fixtureId));
  if (changes.length > 0) {
    const touched = new Set(changes.map((c) => c.playerId));
    const week = coverWithFixtures(new Map(), all);
    const held = new Map((await goalsOfGameweek(gameweekId, log.io, season)).map((g) => [g.playerId, g]));
    const updates: WeekGoals[] = [];
    for (const playerId of touched) {
      const g = week.get(playerId) ?? { playerId, goals: 0, fixtures: [] };
      const before = held.get(playerId);
      const fixtures = [...new Set([...(before?.fixtures ?? []), ...g.fixtures])].sort((a, b) => a - b);
      if (!before || before.goals !== g.goals || before.fixtures.length !== fixtures.length)
        updates.push({ playerId, goals: g.goals, fixtures });
    }
    await putWeekGoals(gameweekId, updates, log.io, season);
  }
  if (news.length > 0) {
    const inFixtures = new Set(news.map((c) => c.fixtureId));
    const detail: GoalsChangedDetail = {
      season,
      gameweek: gameweekId,
      changes: news,
      fixtures: all.filter((f) => inFixtures.has(f.fixtureId)).map(fixtureScore),
      detectedAt: new Date().toISOString(),
    };
    if (!(await announceGoals(detail))) log.heldGoals.push(detail);
  }
  const goals = changes.map((c) => `${c.playerId} ${c.before}→${c.after} in ${c.fixtureId}`).join(", ");
  log.step(
    `Gameweek ${gameweekId} fixtures: ${written.length} of ${answer.length} stored (${fixtureWrites.writes} writes)${goals ? `; goals ${goals}` : "; no goal changed"}`,
  );
  return all;
}

/**
 * Announces again what an earlier run stored but could not announce (decision 0266, a goal
 * announced again), oldest first; what fails again stays held for the next run. Late, but each
 * goal is told once: alerts are keyed by the goal and member, and the boards' numbers are read
 * from the stored goals, not from the announcement.
 */
export async function announceHeldGoals(log: RunLog, held: GoalsChangedDetail[] | undefined): Promise<void> {
  if (!held?.length) return;
  let sent = 0;
  for (const detail of held)
    if (await announceGoals(detail)) sent += 1;
    else log.heldGoals.push(detail);
  log.step(`Announced ${sent} of ${held.length} goal changes an earlier run could not announce`);
}
