export interface TargetLeague {
  id: string;
  name: string;
  isDraftMode: boolean;
}

/**
 * Where a member can be moved (product.md §5): any other league, draft-mode ones first by name; a live
 * league is listed but cannot be chosen, so the admin sees why it is not offered.
 */
export function transferTargets<T extends TargetLeague>(leagues: T[], currentLeagueId: string): T[] {
  return leagues
    .filter((l) => l.id !== currentLeagueId)
    .sort((a, b) => Number(b.isDraftMode) - Number(a.isDraftMode) || a.name.localeCompare(b.name));
}
