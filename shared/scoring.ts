/**
 * Scoring (product decision 4): a member's points are the goals their final players score in
 * gameweeks from the league's scoring start up to the gameweek being viewed. Own goals are a
 * separate stat and never reach these records. Pure, so the leaderboard, the benchmark and the
 * correctness test all use one definition.
 */
export interface GoalRecord {
  gameweekId: number;
  playerId: number;
  goals: number;
}

export interface ScoringMember {
  userId: string;
  playerIds: number[];
}

export interface MemberScore {
  userId: string;
  /** Goals in the viewed gameweek, per player and in all. */
  gameweekGoalsByPlayer: Record<number, number>;
  currentGameweekGoals: number;
  /** Goals from the scoring start to the viewed gameweek, per player and in all. */
  seasonGoalsByPlayer: Record<number, number>;
  totalGoals: number;
}

export function scoreMembers(
  members: ScoringMember[],
  goals: GoalRecord[],
  window: { scoringStart: number; gameweek: number },
): MemberScore[] {
  const week = new Map<number, number>();
  const season = new Map<number, number>();
  for (const g of goals) {
    if (g.gameweekId < window.scoringStart || g.gameweekId > window.gameweek) continue;
    season.set(g.playerId, (season.get(g.playerId) ?? 0) + g.goals);
    if (g.gameweekId === window.gameweek) week.set(g.playerId, (week.get(g.playerId) ?? 0) + g.goals);
  }
  return members.map((m) => {
    const gameweekGoalsByPlayer = Object.fromEntries(m.playerIds.map((id) => [id, week.get(id) ?? 0]));
    const seasonGoalsByPlayer = Object.fromEntries(m.playerIds.map((id) => [id, season.get(id) ?? 0]));
    return {
      userId: m.userId,
      gameweekGoalsByPlayer,
      currentGameweekGoals: Object.values(gameweekGoalsByPlayer).reduce((a, b) => a + b, 0),
      seasonGoalsByPlayer,
      totalGoals: Object.values(seasonGoalsByPlayer).reduce((a, b) => a + b, 0),
    };
  });
}

/** Standard competition ranking (1, 1, 3): equal totals share a position. */
export function rank<T extends { totalGoals: number; currentGameweekGoals: number; username: string }>(rows: T[]): Array<T & { position: number }> {
  const sorted = [...rows].sort(
    (a, b) => b.totalGoals - a.totalGoals || b.currentGameweekGoals - a.currentGameweekGoals || a.username.localeCompare(b.username),
  );
  return sorted.map((row, i) => {
    const first = sorted.findIndex((r) => r.totalGoals === row.totalGoals);
    return { ...row, position: i === 0 ? 1 : first + 1 };
  });
}

/** Each member's cumulative goals after every gameweek from the scoring start (the goal race). */
export function goalRace(members: ScoringMember[], goals: GoalRecord[], window: { scoringStart: number; gameweek: number }) {
  const byPlayerWeek = new Map<string, number>();
  for (const g of goals) byPlayerWeek.set(`${g.playerId}:${g.gameweekId}`, (byPlayerWeek.get(`${g.playerId}:${g.gameweekId}`) ?? 0) + g.goals);
  const weeks: number[] = [];
  for (let gw = window.scoringStart; gw <= window.gameweek; gw++) weeks.push(gw);
  return {
    gameweeks: weeks,
    series: members.map((m) => {
      let total = 0;
      return {
        userId: m.userId,
        cumulative: weeks.map((gw) => (total += m.playerIds.reduce((sum, id) => sum + (byPlayerWeek.get(`${id}:${gw}`) ?? 0), 0))),
      };
    }),
  };
}
