import { api } from "@/lib/api-client";
import type { Simulation } from "../types";

/** Runs a simulation with the league's kept order (a fresh one when none is set). */
export const simulateDraft = (leagueId: string) => api.post<Simulation>("/api/simulate-round-robin", { leagueId });
