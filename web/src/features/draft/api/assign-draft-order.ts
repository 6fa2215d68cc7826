import { api } from "@/lib/api-client";

/** Re-randomises the league's draft order (and drops the simulation made with the old one). */
export const assignDraftOrder = (leagueId: string) => api.post<{ randomizationLog: string }>("/api/assign-draft-order", { leagueId });
