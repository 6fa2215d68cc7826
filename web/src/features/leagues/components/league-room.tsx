import { useLeagueRoom } from "@/lib/realtime/use-league-room";

/** The league's realtime room as a part of its own (nothing on screen): the board re-reads when the league changes. */
export function LeagueRoom({ leagueId }: { leagueId: string }) {
  useLeagueRoom(leagueId);
  return null;
}
