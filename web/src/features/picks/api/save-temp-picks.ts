import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

export type { SavedPicks } from "@shared/contract/responses";

/** Stores the whole ranked list; the server keeps the highest revision it has seen. */
export const saveTempPicks = (leagueId: string, picks: readonly number[], revision: number) =>
  call(contract.picks.saveTempPicks, { params: { leagueId }, body: { picks: [...picks], revision } });
