import type { RefreshRunView } from "@shared/feed-types";
import { api } from "@/lib/api-client";

export interface RefreshDataResult {
  players: RefreshRunView;
  goals: RefreshRunView;
}

/** Runs the players and goals refreshes now (admins); a feed failure answers 502 with the reason. */
export const refreshData = () => api.post<RefreshDataResult>("/api/refresh-data", {});
