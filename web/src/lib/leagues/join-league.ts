import type { UserLeague } from "@shared/types";
import { api } from "@/lib/api-client";

/** Joins by code from a link or the join page; the username is the display name in that league. */
export const joinLeagueByCode = (code: string, username?: string) =>
  api.post<UserLeague>(`/api/leagues/${encodeURIComponent(code)}/join`, username ? { username } : {});

/** Joins by a typed code (the leaderboard's Join Another League dialog). */
export const joinLeagueWithCode = (code: string) => api.post<UserLeague>("/api/leagues/join", { code });
