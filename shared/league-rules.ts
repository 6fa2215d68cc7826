/**
 * Pure rules about a league's mode (product.md §10.6): going live by toggle needs a final
 * draft; going back to draft is always allowed and keeps the final picks.
 */
export type ToggleOutcome = { ok: true; isDraftMode: boolean } | { ok: false; reason: "NO_FINAL_DRAFT" };

export function nextSeasonMode(league: { isDraftMode: boolean; hasFinalDraft: boolean }): ToggleOutcome {
  if (!league.isDraftMode) return { ok: true, isDraftMode: true };
  if (!league.hasFinalDraft) return { ok: false, reason: "NO_FINAL_DRAFT" };
  return { ok: true, isDraftMode: false };
}

/**
 * Which league to show when the user has not chosen (product.md §10.8): the one last
 * selected if still listed, else the configured preferred name, else the first.
 */
export function pickDefaultLeague<T extends { id: string; name: string }>(
  leagues: T[],
  lastSelectedId: string | undefined | null,
  preferredName: string,
): T | undefined {
  return leagues.find((l) => l.id === lastSelectedId) ?? leagues.find((l) => l.name === preferredName) ?? leagues[0];
}
