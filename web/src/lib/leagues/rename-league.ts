import type { LeagueLookup } from "@shared/types";
import { api } from "@/lib/api-client";

/** Renames a league (league admins only). */
export const renameLeague = (leagueId: string, name: string) =>
  api.patch<LeagueLookup>(`/api/leagues/${encodeURIComponent(leagueId)}`, { name });
