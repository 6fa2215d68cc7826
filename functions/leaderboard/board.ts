import { SELECTIONS_PER_USER } from "../../shared/constants";
import { rank, scoreMembers, type GoalRecord } from "../../shared/scoring";
import type { DraftRunItem } from "../data/entities/draft-run";
import type { FplPlayerItem } from "../data/entities/fpl-player";
import type { FplTeamItem } from "../data/entities/fpl-team";
import type { LeagueItem } from "../data/entities/league";
import type { MembershipItem } from "../data/entities/membership";
import type { SelectionItem } from "../data/entities/selection";

export interface BoardInputs {
  league: LeagueItem;
  members: MembershipItem[];
  selections: SelectionItem[];
  /** The run whose results are shown: the final draft, or the simulation being reviewed. */
  run?: DraftRunItem;
  players: FplPlayerItem[];
  teams: FplTeamItem[];
  goals: GoalRecord[];
  gameweek: number;
  simulated: boolean;
  viewerIsAdmin: boolean;
}

/**
 * The league table (spec entities: Leaderboard entry): each member's 3 players with this
 * gameweek's and the season's goals inside the scoring window, ranked. A simulated board shows
 * the reviewed simulation's picks over the season so far, so admins can sanity-check a draft.
 */
export function buildBoard(input: BoardInputs) {
  const picksOf = new Map((input.run?.results ?? []).map((r) => [r.userId, r.playerIds]));
  const selected = new Map(input.selections.map((s) => [s.userId, s.playerIds.length]));
  const players = new Map(input.players.map((p) => [p.playerId, p]));
  const teams = new Map(input.teams.map((t) => [t.teamId, t]));
  const visible = input.members.filter((m) => !m.isArchived || picksOf.has(m.userId));
  const scoringStart = input.simulated ? 1 : (input.league.scoringStartGameweek ?? 1);
  const scores = new Map(
    scoreMembers(
      visible.map((m) => ({ userId: m.userId, playerIds: picksOf.get(m.userId) ?? [] })),
      input.goals,
      { scoringStart, gameweek: input.gameweek },
    ).map((s) => [s.userId, s]),
  );
  const rows = visible.map((m) => {
    const score = scores.get(m.userId)!;
    const selectedCount = selected.get(m.userId) ?? 0;
    return {
      userId: m.userId,
      leagueUserId: m.membershipId,
      username: m.username,
      ...(input.viewerIsAdmin && !input.simulated ? { userEmail: m.email } : {}),
      isArchived: m.isArchived,
      isSimulated: input.simulated,
      pickCount: selectedCount,
      pickStatus: { selectedCount, complete: selectedCount >= SELECTIONS_PER_USER },
      picks: (picksOf.get(m.userId) ?? []).map((id) => {
        const p = players.get(id);
        return {
          playerId: id,
          playerName: p?.webName ?? `Player ${id}`,
          teamName: p?.teamName ?? "Unknown",
          teamShortName: (p && teams.get(p.teamId)?.shortName) ?? "",
          position: p?.position ?? "",
          status: p?.status ?? "a",
          gameweekGoals: score.gameweekGoalsByPlayer[id] ?? 0,
          seasonGoals: score.seasonGoalsByPlayer[id] ?? 0,
        };
      }),
      currentGameweekGoals: score.currentGameweekGoals,
      totalGoals: score.totalGoals,
    };
  });
  return rank(rows);
}
