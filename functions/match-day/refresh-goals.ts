import type { RefreshRunItem } from "../data/entities/refresh-run";
import type { GameweekItem } from "../data/entities/gameweek";
import type { CadenceState } from "../../shared/match-day/cadence";
import { putGameweeks } from "../data/stores/feed-store";
import { fixturesOfGameweek, getGoalsCadence, putGoalsCadence } from "../data/stores/fixtures-store";
import { goalsOfGameweek, putWeekGoals } from "../data/stores/goals-store";
import { announceHeldGoals, coverWithFixtures, refreshFixtures } from "./fixture-goals";
import { asGoalWrites } from "../data/table/io-counter";
import { recordRun, type RunLog, type RunSource } from "../feed/run-log";
import { fillPlayerIndex } from "./fill-player-index";
import { syncBootstrap } from "../feed/sync-bootstrap";
import { diffWeekGoals, rejectLiveAnswer, weekGoalsFromLive } from "./week-goals";

/**
 * What a goals refresh reads: "full" is the bootstrap, the current gameweek's fixtures and the
 * live data of every open gameweek; "fixtures" (the minute pace while a match is live) only the
 * current gameweek's fixtures, one feed call (shared/match-day/cadence.ts decides which).
 */
export type GoalsMode = "full" | "fixtures";

/**
 * A live tick's further read (decision 0331) leaves the pace's clock at the tick's first read, so
 * the next minute's tick is still due.
 */
export type ReadOf = "tick" | "further";

/**
 * The gameweeks whose live data can still change: the current one and every earlier one whose
 * goals we have not yet stored after the feed marked it finished and checked.
 */
function weeksToRead(gameweeks: GameweekItem[]): GameweekItem[] {
  const current = gameweeks.find((g) => g.isCurrent);
  if (!current) return [];
  return gameweeks.filter((g) => g.gameweekId <= current.gameweekId && (g.isCurrent || !g.goalsFinal));
}

/**
 * Goals refresh: per-gameweek goals per player from `event/{id}/live/`, as absolute values,
 * writing only what changed. A week whose answer fails or is refused keeps its stored goals
 * and is read again next run. A refresh asked for by hand (`manual`) also stores every player
 * field the feed changed (status, price, club), so a difference the verification screen shows
 * is gone after its Refresh Data; the scheduled one leaves those to the daily players refresh.
 */
export const goalsWork = async (log: RunLog, source: RunSource = "external_api", mode: GoalsMode = "full", read: ReadOf = "tick") => {
  const startedAt = new Date().toISOString();
  const known = await getGoalsCadence(log.io);
  await announceHeldGoals(log, known?.heldGoals);
  if (mode === "fixtures" && known) {
    // Whatever happens, the tick knows a refresh ran: a failing feed is asked again at the pace, not every minute.
    let fixtures;
    try {
      fixtures = await refreshFixtures(log, known.season, known.gameweekId);
    } finally {
      const lastRunAt = read === "further" ? known.lastRunAt : startedAt;
      await putGoalsCadence({ ...known, fixtures: fixtures ?? known.fixtures, lastRunAt, heldGoals: log.heldGoals });
    }
    return;
  }
  let cadence: (CadenceState & { season: string; gameweekId: number }) | undefined;
  try {
    const { gameweeks, season } = await syncBootstrap(log, { everyField: source === "manual" });
    const current = gameweeks.find((g) => g.isCurrent);
    const after = gameweeks.find((g) => g.gameweekId === (current?.gameweekId ?? 0) + 1);
    cadence = {
      season,
      gameweekId: current?.gameweekId ?? 0,
      fixtures: [],
      weekDone: !current || (current.isFinished && current.dataChecked),
      nextDeadline: after?.deadlineTime ?? null,
    };
    // The current week's fixtures first: the live data read below then defers to their fresher goals.
    if (current)
      cadence.fixtures =
        (await refreshFixtures(log, season, current.gameweekId)) ?? (await fixturesOfGameweek(current.gameweekId, log.io, season));
    // A finished gameweek can still be corrected days later (a goal given to a team-mate): its
    // fixtures are read too, so the change is stored and told like any other (decision 0281).
    const previous = current && gameweeks.find((g) => g.gameweekId === current.gameweekId - 1);
    if (previous) await refreshFixtures(log, season, previous.gameweekId);
    const weeks = weeksToRead(gameweeks);
    log.step(weeks.length ? `Reading live data for gameweeks ${weeks.map((w) => w.gameweekId).join(", ")}` : "No gameweek under way");
    for (const week of weeks) await refreshWeek(log, week, season);
    // After the goals, which must not wait for it: once per season, on the first full run.
    await fillPlayerIndex(log, season);
  } finally {
    const fallback = cadence ?? known ?? { season: "", gameweekId: 0, fixtures: [], weekDone: false, nextDeadline: null };
    await putGoalsCadence({ ...fallback, lastRunAt: startedAt, lastFullRunAt: startedAt, heldGoals: log.heldGoals });
  }
};

export function refreshGoals(source: RunSource): Promise<RefreshRunItem> {
  return recordRun("goals", source, (log) => goalsWork(log, source));
}

async function refreshWeek(log: RunLog, week: GameweekItem, season: string): Promise<void> {
  const id = week.gameweekId;
  let live;
  try {
    live = await log.client.live(id);
  } catch (error) {
    log.problem((error as Error).message);
    return;
  }
  const answer = weekGoalsFromLive(live);
  const stored = await goalsOfGameweek(id, log.io, season);
  const refused = rejectLiveAnswer(id, answer, stored);
  if (refused) {
    log.problem(refused);
    return;
  }
  // `event/N/live` lags the fixtures' stats during matches, and a finished week's fixtures are read
  // for corrections: where we hold the fixtures, they decide.
  const feed = coverWithFixtures(answer, await fixturesOfGameweek(id, log.io, season));
  const changes = diffWeekGoals(stored, feed);
  await putWeekGoals(id, changes, log.io, season);
  const nowFinal = week.isFinished && week.dataChecked;
  if (changes.length > 0 || (nowFinal && !week.goalsFinal)) {
    const { updatedAt: _updatedAt, season: _season, ...fields } = week;
    // The week's goal stamps go with its goals: no board shows them, so they leave the players' data version.
    await asGoalWrites(log.io, () =>
      putGameweeks([{ ...fields, goalsFinal: nowFinal, goalsUpdatedAt: new Date().toISOString() }], log.io, season),
    );
  }
  const scorers = [...feed.values()].filter((g) => g.goals > 0).length;
  log.step(`Gameweek ${id}: ${scorers} scorers, ${changes.length} records changed${nowFinal ? ", final" : ""}`);
}
