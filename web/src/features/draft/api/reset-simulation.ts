import { api } from "@/lib/api-client";

/** Forgets the reviewed simulation and the kept order, so the next simulation re-randomises. */
export const resetSimulation = (leagueId: string) => api.delete<{ ok: true }>("/api/simulation-state", { leagueId });
