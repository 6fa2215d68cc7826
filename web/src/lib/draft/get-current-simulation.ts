import useSWR from "swr";
import { contract } from "@shared/contract/routes";
import { call, urlOf } from "@/lib/api-client";

const route = contract.draft.currentSimulation;
export const currentSimulationKey = (leagueId: string) => urlOf(route, { params: { leagueId } });

/** The simulation under review, or null; read from the server so a reload keeps it. */
export function useCurrentSimulation(leagueId: string | undefined) {
  const { data, error, isLoading, mutate } = useSWR(leagueId ? currentSimulationKey(leagueId) : null, () => call(route, { params: { leagueId: leagueId! } }));
  return { simulation: data ?? null, error, isLoading, mutate };
}
