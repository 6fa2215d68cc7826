/** The '+N' beside a pick: that player's goals in the shown gameweek; nothing when he scored none. */
export function goalMarker(gameweekGoals: number): string | null {
  return gameweekGoals > 0 ? `+${gameweekGoals}` : null;
}

/** product.md §2 'Pick status' column: 'Complete' at 15 or more selections, otherwise 'n/15'. */
export function pickStatusLabel(selectedCount: number, required: number): { label: string; complete: boolean } {
  const complete = selectedCount >= required;
  return { label: complete ? "Complete" : `${selectedCount}/${required}`, complete };
}
