import { useMemo } from "react";
import type { Named } from "@shared/chat/mentions";
import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";

/** Who a member may `@` mention: the league's current members (the same read, and cache entry, as its member list). */
export function useMentionable(leagueId: string): Named[] {
  const { data } = useCall(contract.leagues.members, { params: { id: leagueId } });
  return useMemo(() => (data ?? []).filter((m) => !m.isArchived).map(({ userId, username }) => ({ userId, username })), [data]);
}
