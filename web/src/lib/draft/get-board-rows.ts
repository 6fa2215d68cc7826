import useSWR from "swr";

export interface BoardPick {
  playerId: number;
  playerName: string;
  teamName: string;
  teamShortName: string;
  position: string;
  gameweekGoals: number;
  seasonGoals: number;
}

export interface BoardRow {
  position: number;
  userId: string;
  username: string;
  userEmail?: string;
  isSimulated: boolean;
  pickCount: number;
  pickStatus: { selectedCount: number; complete: boolean };
  picks: BoardPick[];
  currentGameweekGoals: number;
  totalGoals: number;
}

export const boardRowsKey = (leagueId: string, simulated: boolean) =>
  `/api/leaderboard?leagueId=${encodeURIComponent(leagueId)}${simulated ? "&simulation=true" : ""}`;

/** The table the dashboard shows: the simulation's picks, or the final draft's. */
export function useBoardRows(leagueId: string | undefined, simulated: boolean, enabled = true) {
  const { data, error, isLoading, mutate } = useSWR<BoardRow[]>(leagueId && enabled ? boardRowsKey(leagueId, simulated) : null);
  return { rows: data, error, isLoading, mutate };
}
