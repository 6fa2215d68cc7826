import useSWR from "swr";
import { api } from "@/lib/api-client";

export interface Invitation {
  email: string;
  name: string;
  createdAt: string;
}

export const invitationsKey = (leagueId: string) => `/api/leagues/${encodeURIComponent(leagueId)}/invitations`;

/** People added by e-mail who have not signed in yet. */
export function useInvitations(leagueId: string) {
  const key = invitationsKey(leagueId);
  const { data, error, isLoading, mutate } = useSWR(key, () => api.get<Invitation[]>(key), { revalidateOnMount: true });
  return { invitations: data, error, isLoading, mutate };
}
