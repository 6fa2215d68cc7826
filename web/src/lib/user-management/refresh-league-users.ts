import type { ScopedMutator } from "swr";
import { refreshActivityLogs } from "@/lib/activity/refresh-activity-logs";

/**
 * After adding, removing, moving, archiving or restoring someone, every view of the league's
 * people is read again (spec calls §7.1: league users, draft, activity logs).
 */
export function refreshLeagueUsers(mutate: ScopedMutator, leagueId: string): void {
  const id = encodeURIComponent(leagueId);
  const prefixes = [`/api/draft/users/${id}`, `/api/leagues/${id}/`, "/api/league-users/", "/api/my-original-selections/"];
  void mutate((key) => typeof key === "string" && prefixes.some((p) => key.startsWith(p)));
  refreshActivityLogs(mutate);
}
