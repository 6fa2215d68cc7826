import type { StartedRefresh } from "@shared/feed-types";
import { api } from "@/lib/api-client";

/**
 * Asks for a goals refresh now (league admins: once per 5 minutes per league, 429 otherwise);
 * answers at once with the run to follow.
 */
export const refreshData = (leagueId: string | undefined) => api.post<StartedRefresh>("/api/refresh-data", leagueId ? { leagueId } : {});
