import type { ArchivalGroup } from "@/features/league-admin/lib/user-management/get-draft-users";

export interface ArchivalCandidate {
  id: string;
  archivalGroup: ArchivalGroup | null;
}

export interface CandidateGroup<T> {
  group: ArchivalGroup;
  hint: string;
  users: T[];
}

/** The dialog's groups in the product's order (product.md §4), each with why it is there. */
const GROUPS: ReadonlyArray<{ group: ArchivalGroup; hint: string }> = [
  { group: "Highly Recommended", hint: "Inactive for 7 days or more" },
  { group: "Recommended", hint: "No picks yet" },
  { group: "Consider Carefully", hint: "Some picks (1 to 14)" },
];

/** Candidates by group, empty groups left out so the dialog lists only what is there. */
export function groupCandidates<T extends ArchivalCandidate>(users: T[]): CandidateGroup<T>[] {
  return GROUPS.map(({ group, hint }) => ({ group, hint, users: users.filter((u) => u.archivalGroup === group) })).filter(
    (g) => g.users.length > 0,
  );
}

export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Select all when any is unselected, otherwise clear: one control for both. */
export function toggleAll(selected: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  return allSelected ? new Set() : new Set(ids);
}

/** product.md §5: confirm needs at least one user and a reason that is not blank. */
export const canConfirmArchival = (selectedCount: number, reason: string) => selectedCount > 0 && reason.trim().length > 0;
