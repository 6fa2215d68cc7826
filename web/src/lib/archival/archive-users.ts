import { api } from "@/lib/api-client";

export interface ArchiveResult {
  archivedUsers: Array<{ id: string; username: string; reason: string }>;
}

/** Archives members by membership id with one reason for all (spec calls §7.5). */
export const archiveUsers = (leagueId: string, userIds: string[], reason: string) =>
  api.post<ArchiveResult>(`/api/leagues/${encodeURIComponent(leagueId)}/archive-users`, { userIds, reason });
