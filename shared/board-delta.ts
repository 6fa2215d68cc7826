import { rank, scoreMembers, type GoalRecord } from "./scoring";

/** One holder of a player in a league over a window of gameweeks (the players' index says it). */
export interface Holder {
  userId: string;
  fromGameweek: number;
  toGameweek?: number;
}

/** A pick's goals now, as absolute numbers: what a board row shows for it at the current gameweek. */
export interface PickGoals {
  userId: string;
  playerId: number;
  fromGameweek: number;
  gameweekGoals: number;
  seasonGoals: number;
}

/**
 * The goals of every pick of the given players in one league, recomputed from the stored
 * (absolute) goals at the viewed gameweek, the board's own scoring: a redelivered or repeated
 * change gives the same numbers, never a goal counted twice.
 */
export function pickGoals(holdings: Array<{ playerId: number; holders: Holder[] }>, goals: GoalRecord[], gameweek: number): PickGoals[] {
  const picks = holdings.flatMap(({ playerId, holders }) => holders.map((h) => ({ ...h, playerId })));
  const scores = scoreMembers(
    picks.map((p) => ({
      userId: p.userId,
      picks: [{ playerId: p.playerId, fromGameweek: p.fromGameweek, toGameweek: p.toGameweek, kind: "draft" }],
    })),
    goals,
    { gameweek },
  );
  return picks.map((p, i) => ({
    userId: p.userId,
    playerId: p.playerId,
    fromGameweek: p.fromGameweek,
    gameweekGoals: scores[i].pickScores[0].gameweekGoals,
    seasonGoals: scores[i].pickScores[0].seasonGoals,
  }));
}

interface DeltaRow {
  userId: string;
  username: string;
  currentGameweekGoals: number;
  totalGoals: number;
  position: number;
  picks: Array<{ playerId: number; fromGameweek: number; gameweekGoals: number; seasonGoals: number }>;
}

/**
 * A board with some picks' goals set to new absolute values: the rows' totals summed again from
 * their picks and the table ranked again, as the server builds it. Undefined when a change names
 * a pick the board does not show (it is older or newer than the change): read the board instead.
 */
export function applyPickGoals<R extends DeltaRow>(rows: readonly R[], changes: readonly PickGoals[]): R[] | undefined {
  const byUser = new Map<string, PickGoals[]>();
  for (const c of changes) byUser.set(c.userId, [...(byUser.get(c.userId) ?? []), c]);
  const next: R[] = [];
  let applied = 0;
  for (const row of rows) {
    const mine = byUser.get(row.userId);
    if (!mine) {
      next.push(row);
      continue;
    }
    const picks = row.picks.map((pick) => {
      const change = mine.find((c) => c.playerId === pick.playerId && c.fromGameweek === pick.fromGameweek);
      if (!change) return pick;
      applied += 1;
      return { ...pick, gameweekGoals: change.gameweekGoals, seasonGoals: change.seasonGoals };
    });
    next.push({
      ...row,
      picks,
      currentGameweekGoals: picks.reduce((sum, p) => sum + p.gameweekGoals, 0),
      totalGoals: picks.reduce((sum, p) => sum + p.seasonGoals, 0),
    });
  }
  if (applied !== changes.length) return undefined;
  return rank(next) as R[];
}
