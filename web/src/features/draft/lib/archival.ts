import { DEFAULT_ARCHIVE_REASON } from "@shared/constants";
import type { ArchivalGroup, UserWithoutPicks } from "../types";

/** Spec §4's groups, most clear-cut first. */
export const ARCHIVAL_GROUPS: ReadonlyArray<{ group: ArchivalGroup; explains: string }> = [
  { group: "Highly Recommended", explains: "Inactive for 7 or more days" },
  { group: "Recommended", explains: "No picks yet" },
  { group: "Consider Carefully", explains: "Started picking (1 to 14 picks)" },
];

export const DEFAULT_REASON = DEFAULT_ARCHIVE_REASON;

/** The dialog's sections: every group that has members, in the spec's order. */
export function groupForArchival(users: readonly UserWithoutPicks[]) {
  return ARCHIVAL_GROUPS.map((g) => ({ ...g, users: users.filter((u) => u.archivalGroup === g.group) })).filter((g) => g.users.length > 0);
}

export const toggleOne = (selected: ReadonlySet<string>, id: string): Set<string> => {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
};

/** Select-all for a set of ids: selects them all, or clears them when all were selected. */
export const toggleAll = (selected: ReadonlySet<string>, ids: readonly string[]): Set<string> => {
  const next = new Set(selected);
  const all = ids.length > 0 && ids.every((id) => next.has(id));
  for (const id of ids) {
    if (all) next.delete(id);
    else next.add(id);
  }
  return next;
};

export const allSelected = (selected: ReadonlySet<string>, ids: readonly string[]) => ids.length > 0 && ids.every((id) => selected.has(id));

/** Spec §5: confirm only with at least one user and a reason that is not blank. */
export const canConfirmArchival = (selected: ReadonlySet<string>, reason: string) => selected.size > 0 && reason.trim().length > 0;
