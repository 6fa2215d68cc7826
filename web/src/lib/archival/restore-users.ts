import { api } from "@/lib/api-client";

export interface RestoreResult {
  restoredUsers: Array<{ id: string; username: string }>;
}

/** Brings archived members back into the draft (spec §4 'restorable'). */
export const restoreUsers = (leagueId: string, userIds: string[]) =>
  api.post<RestoreResult>(`/api/leagues/${encodeURIComponent(leagueId)}/restore-users`, { userIds });
