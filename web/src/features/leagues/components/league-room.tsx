import { useLeagueRoom } from "@/lib/realtime/use-league-room";

/**
 * The league's realtime room as a part of its own (nothing on screen): the board re-reads when the
 * league changes; `version` is the league's as the page read it (joining at it re-reads nothing).
 */
export function LeagueRoom({ leagueId, version }: { leagueId: string; version: string }) {
  useLeagueRoom(leagueId, version);
  return null;
}
