import { api } from "@/lib/api-client";

/** Changes the display name; without a league it changes in every league the user plays in. */
export const updateUsername = (username: string, leagueId?: string) =>
  api.patch<{ username: string }>("/api/league-users/update-username", leagueId ? { username, leagueId } : { username });
