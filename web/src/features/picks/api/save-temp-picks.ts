import { api } from "@/lib/api-client";
import { tempPicksKey } from "./get-temp-picks";

export interface SavedPicks {
  saved: boolean;
  revision: number;
  picks: Array<{ fplPlayerId: number; selectionOrder: number }>;
}

/** Stores the whole ranked list; the server keeps the highest revision it has seen. */
export const saveTempPicks = (leagueId: string, picks: readonly number[], revision: number) =>
  api.post<SavedPicks>(tempPicksKey(leagueId), { picks, revision });
