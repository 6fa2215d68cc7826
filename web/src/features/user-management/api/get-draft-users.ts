import useSWR from "swr";
import { api } from "@/lib/api-client";

export type Readiness = "No Picks" | "In Progress" | "Ready" | "Archived";
export type ArchivalGroup = "Highly Recommended" | "Recommended" | "Consider Carefully";

/** One member as the admin's tools see them (spec entities: Draft user). `id` is the membership id. */
export interface DraftUser {
  id: string;
  userId: string;
  username: string;
  email: string;
  isAdmin: boolean;
  isActive: boolean;
  isArchived: boolean;
  archivedAt: string | null;
  archivedReason: string | null;
  tempPicksCount: number;
  finalPicksCount: number;
  draftOrder: number | null;
  lastActivity: string;
  daysSinceLastActivity: number;
  readiness: Readiness;
  archivalGroup: ArchivalGroup | null;
}

export const draftUsersKey = (leagueId: string) => `/api/draft/users/${encodeURIComponent(leagueId)}`;

/** Every member of a league, archived ones included, with pick counts (league admins). */
export function useDraftUsers(leagueId: string | undefined) {
  const key = leagueId ? draftUsersKey(leagueId) : null;
  const { data, error, isLoading, mutate } = useSWR(key, () => api.get<DraftUser[]>(key!), { revalidateOnMount: true });
  return { users: data, error, isLoading, mutate };
}
