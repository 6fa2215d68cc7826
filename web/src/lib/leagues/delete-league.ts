import { api } from "@/lib/api-client";

/** Deletes the whole league with every membership (its creator only). */
export const deleteLeague = (leagueId: string) => api.delete<{ ok: true }>(`/api/leagues/${encodeURIComponent(leagueId)}`);
