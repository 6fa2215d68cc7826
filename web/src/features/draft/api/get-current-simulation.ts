import useSWR from "swr";
import type { Simulation } from "../types";

export const currentSimulationKey = (leagueId: string) => `/api/draft/simulation/${encodeURIComponent(leagueId)}`;

/** The simulation under review, or null; read from the server so a reload keeps it. */
export function useCurrentSimulation(leagueId: string | undefined) {
  const { data, error, isLoading, mutate } = useSWR<Simulation | null>(leagueId ? currentSimulationKey(leagueId) : null);
  return { simulation: data ?? null, error, isLoading, mutate };
}
