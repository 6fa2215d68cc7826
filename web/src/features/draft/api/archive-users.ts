import { api } from "@/lib/api-client";

/** Archives members by their league-user id; they are left out of drafts until restored. */
export const archiveUsers = (leagueId: string, userIds: string[], reason: string) =>
  api.post<{ archivedUsers: Array<{ id: string; username: string; reason: string }> }>(
    `/api/leagues/${encodeURIComponent(leagueId)}/archive-users`,
    { userIds, reason },
  );
