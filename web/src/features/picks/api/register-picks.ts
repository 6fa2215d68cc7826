import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

/** Submits exactly 15 ranked players (product.md §7.4). */
export const registerPicks = (leagueId: string, picks: readonly number[], revision: number) =>
  call(contract.picks.register, { body: { picks: [...picks], leagueId, revision } });
