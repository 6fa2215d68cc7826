import useSWR from "swr";
import { api } from "@/lib/api-client";

export interface FinalPick {
  id: string;
  pickNumber: number;
  player: { playerId: number; playerName: string; teamName: string; position: string };
}

export const finalPicksKey = (leagueUserId: string) => `/api/league-users/${encodeURIComponent(leagueUserId)}/picks`;

/** A member's drafted players (empty before the draft), asked for only when a row is opened. */
export function useFinalPicks(leagueUserId: string | undefined) {
  const key = leagueUserId ? finalPicksKey(leagueUserId) : null;
  const { data, error, isLoading } = useSWR(key, (url: string) => api.get<FinalPick[]>(url));
  return { picks: data, error, isLoading };
}
