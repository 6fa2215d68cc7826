import { api } from "@/lib/api-client";

/** Removes a membership (not the account); the league's creator cannot be removed (403). */
export const deleteLeagueUser = (membershipId: string) => api.delete<{ ok: true }>(`/api/league-users/${encodeURIComponent(membershipId)}`);
