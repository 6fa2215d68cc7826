/**
 * A league's standings as its board counts them (product.md §3, Leaderboard entry): which members
 * it lists, which picks count for each, their goals, the totals and the places. The board builds
 * its rows on this and the goal alerts read their numbers from it without building rows (decision
 * 0335), so an alert's "3 this gameweek, joint 2nd" is the board's by construction.
 */
import { rank, scoreMembers, type GoalIndex, type GoalRecord, type MemberScore, type ScoredPick } from "../scoring";
import { shownPicks } from "./shown-picks";

interface StandingMember {
  userId: string;
  username: string;
  isArchived: boolean;
}

export interface StandingsInput<M extends StandingMember> {
  members: readonly M[];
  /** Every member's picks with their scoring windows. */
  picks: Readonly<Record<string, readonly ScoredPick[]>>;
  /** The season's goals, as records or already indexed (one index for many leagues). */
  goals: GoalRecord[] | GoalIndex;
  gameweek: number;
  /** The table of the feed's current gameweek (not a past gameweek's). */
  current: boolean;
}

/** One listed member's shown picks and their goals. */
export interface MemberTally<M> {
  member: M;
  picks: ScoredPick[];
  score: MemberScore;
}

/**
 * Each member the board lists (archived members only while they still hold picks), in the
 * members' order, with the picks it shows scored inside each pick's window at the viewed gameweek.
 */
export function tallyBoard<M extends StandingMember>(input: StandingsInput<M>): Array<MemberTally<M>> {
  const listed = input.members.filter((m) => !m.isArchived || input.picks[m.userId]?.length);
  const scoring = listed.map((m) => ({ userId: m.userId, picks: shownPicks(input.picks[m.userId] ?? [], input.gameweek, input.current) }));
  const scores = scoreMembers(scoring, input.goals, { gameweek: input.gameweek });
  return listed.map((member, i) => ({ member, picks: scoring[i].picks, score: scores[i] }));
}

/** The board's totals and places without its rows: each listed member ranked as the board ranks them. */
export function standings<M extends StandingMember>(input: StandingsInput<M>) {
  return rank(
    tallyBoard(input).map(({ member, score }) => ({
      userId: member.userId,
      username: member.username,
      currentGameweekGoals: score.currentGameweekGoals,
      totalGoals: score.totalGoals,
    })),
  );
}
