import { api } from "@/lib/api-client";
import type { UserWithoutPicks } from "../types";

/** Active members with fewer than 15 selections, each with its archival group. */
export const getUsersWithoutPicks = (leagueId: string) =>
  api.get<UserWithoutPicks[]>(`/api/leagues/${encodeURIComponent(leagueId)}/users-without-picks`);
