import { api } from "@/lib/api-client";

/** Moves a member and their picks to another draft-mode league (the site creator only). */
export const transferLeagueUser = (membershipId: string, targetLeagueId: string) =>
  api.post<{ ok: true; id?: string; targetLeagueId: string }>(`/api/league-users/${encodeURIComponent(membershipId)}/transfer`, { targetLeagueId });
