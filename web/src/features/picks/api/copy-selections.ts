import { api } from "@/lib/api-client";

export interface CopyResult {
  copied: Array<{ leagueId: string; name: string }>;
  from: string;
  count: number;
}

/** Copies the stored list of `fromLeagueId` to other draft-mode leagues of the user; all or nothing. */
export const copySelections = (fromLeagueId: string, targetLeagueIds: string[]) =>
  api.post<CopyResult>(`/api/leagues/${encodeURIComponent(fromLeagueId)}/copy-selections`, { targetLeagueIds });
