import type { GoalsChangedDetail } from "../../events/catalog";
import type { GameweekItem } from "../data/entities/gameweek";
import type { GameweekGoalsItem } from "../data/entities/gameweek-goals";
import type { PlayerLeagueItem } from "../data/entities/player-league";
import { listGameweeks } from "../data/stores/feed-store";
import { goalsOfGameweek, goalsOfSeason } from "../data/stores/goals-store";
import { readPlayerIndex } from "../data/stores/player-index";
import { seasonSnapshot, type SeasonSnapshot } from "../data/read-models/season-snapshot";

/** What both reactions to one GOALS_CHANGED read, read once for them. */
export interface GoalsRead {
  /** The players' index for every player the change names. */
  index: Map<number, PlayerLeagueItem[]>;
  /**
   * The season's goals as stored now: the event's gameweek read strongly consistent (the refresh
   * stored it just before announcing), the others from the season's index, which cannot be.
   */
  goals: GameweekGoalsItem[];
  /** The season's gameweeks as stored now. */
  gameweeks: GameweekItem[];
  /** The season's feed data as the boards hold it (players, clubs, gameweeks, goals). */
  snapshot: SeasonSnapshot;
}

/** The players' index, the season's goals and its feed data for one change: one read each. */
export async function readGoals(detail: GoalsChangedDetail): Promise<GoalsRead> {
  const [index, season, week, gameweeks, snapshot] = await Promise.all([
    readPlayerIndex(
      detail.season,
      detail.changes.map((c) => c.playerId),
    ),
    goalsOfSeason(detail.season),
    goalsOfGameweek(detail.gameweek, undefined, detail.season),
    listGameweeks(detail.season),
    seasonSnapshot(detail.season),
  ]);
  const goals = [...season.filter((g) => g.gameweekId !== detail.gameweek), ...week];
  return { index, goals, gameweeks, snapshot };
}
