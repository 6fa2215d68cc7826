import { api } from "@/lib/api-client";

/** Brings archived members back into the draft. */
export const restoreUsers = (leagueId: string, userIds: string[]) =>
  api.post<{ restoredUsers: Array<{ id: string; username: string }> }>(`/api/leagues/${encodeURIComponent(leagueId)}/restore-users`, { userIds });
