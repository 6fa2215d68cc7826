import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";
import { urlOf } from "@/lib/url-of";

const route = contract.draft.currentSimulation;
export const currentSimulationKey = (leagueId: string) => urlOf(route, { params: { leagueId } });

/**
 * The simulation under review, or null; read from the server so a reload keeps it. Read again
 * whenever a screen showing it opens: the server says there whether the league has moved on
 * since it ran (`outOfDate`), which a copy kept from an earlier visit would not.
 */
export function useCurrentSimulation(leagueId: string | undefined) {
  const { data, error, isLoading, mutate } = useCall(route, leagueId ? { params: { leagueId } } : null, { revalidateOnMount: true });
  return { simulation: data ?? null, error, isLoading, mutate };
}
