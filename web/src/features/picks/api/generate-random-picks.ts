import type { Player } from "@shared/feed-types";
import { api } from "@/lib/api-client";

export interface RandomPicks {
  picks: Array<{ playerId: number; player: Player }>;
  eligiblePlayersCount: number;
}

/** 15 random players among those with 5+ goals last season; nothing is stored until the list is saved. */
export const generateRandomPicks = (leagueId: string) =>
  api.post<RandomPicks>(`/api/leagues/${encodeURIComponent(leagueId)}/generate-random-picks`, {});
