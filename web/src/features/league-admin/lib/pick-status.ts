import { FINAL_PICKS_PER_USER, SELECTIONS_PER_USER } from "@shared/constants";

export type PickStatus = "Complete" | "Incomplete" | "Draft picks only" | "No picks";

/** product.md §4 'Per-user pick status', from the final and the draft pick counts. */
export function pickStatus(finalPicks: number, draftPicks: number): PickStatus {
  if (finalPicks >= FINAL_PICKS_PER_USER) return "Complete";
  if (finalPicks > 0) return "Incomplete";
  return draftPicks > 0 ? "Draft picks only" : "No picks";
}

export const draftPicksText = (count: number) => `${count}/${SELECTIONS_PER_USER} draft picks`;
/** The draft's players out of three; the January window's extra pick is added apart ("3/3 +1 extra", not "4/3"). */
export const finalPicksText = (count: number, extra = 0) => `${count}/${FINAL_PICKS_PER_USER}${extra > 0 ? ` +${extra} extra` : ""}`;
