import { must } from "./must";
import { holds, rank, scoreMembers, type GoalRecord, type ScoredPick } from "./scoring";

/**
 * The weekly story of one league after a gameweek, from the same scoring rules as the board:
 * each member's goals that week, the league's top scorers that week, and the table with how
 * far each member moved since the gameweek before.
 */
export interface StoryMember {
  userId: string;
  username: string;
  /** The member's picks with their scoring windows (a January replacement or extra pick included). */
  picks: ScoredPick[];
}

export interface LeagueWeek {
  gameweek: number;
  scoringStart: number;
  topScorers: Array<{ playerId: number; goals: number }>;
  table: Array<{ userId: string; username: string; totalGoals: number; weekGoals: number; position: number; move: number }>;
}

export function leagueWeek(members: StoryMember[], goals: GoalRecord[], window: { scoringStart: number; gameweek: number }): LeagueWeek {
  const scoring = members.map((m) => ({ userId: m.userId, picks: m.picks }));
  const row = (s: ReturnType<typeof scoreMembers>[number]) => ({
    ...s,
    username: must(
      members.find((m) => m.userId === s.userId),
      "the scored member",
    ).username,
  });
  const now = rank(scoreMembers(scoring, goals, { gameweek: window.gameweek }).map(row));
  const before =
    window.gameweek > window.scoringStart ? rank(scoreMembers(scoring, goals, { gameweek: window.gameweek - 1 }).map(row)) : undefined;
  const positionBefore = new Map(before?.map((r) => [r.userId, r.position]));

  // A player counts among the week's top scorers only if a member's pick held him that week.
  const heldThisWeek = new Set(members.flatMap((m) => m.picks.filter((p) => holds(p, window.gameweek)).map((p) => p.playerId)));
  const weekGoals = new Map<number, number>();
  for (const g of goals)
    if (g.gameweekId === window.gameweek && heldThisWeek.has(g.playerId))
      weekGoals.set(g.playerId, (weekGoals.get(g.playerId) ?? 0) + g.goals);
  const topScorers = [...weekGoals]
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, 3)
    .map(([playerId, n]) => ({ playerId, goals: n }));

  return {
    gameweek: window.gameweek,
    scoringStart: window.scoringStart,
    topScorers,
    table: now.map((r) => ({
      userId: r.userId,
      username: r.username,
      totalGoals: r.totalGoals,
      weekGoals: r.currentGameweekGoals,
      position: r.position,
      move: (positionBefore.get(r.userId) ?? r.position) - r.position,
    })),
  };
}
