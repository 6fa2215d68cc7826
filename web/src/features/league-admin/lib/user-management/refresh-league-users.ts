import type { ScopedMutator } from "swr";
import { contract } from "@shared/contract/routes";
import { keyPrefixOf } from "@/lib/api-client";
import { refreshActivityLogs } from "@/features/league-admin/lib/activity/refresh-activity-logs";

/** Views of a league's people, keyed by the league. */
const LEAGUE_VIEWS = [
  contract.draft.draftUsers,
  contract.leagues.members,
  contract.draft.usersWithoutPicks,
  contract.draft.usersWithoutPicksDetailed,
  contract.draft.allUsersEmails,
  contract.draft.usersWithoutPicksEmails,
  contract.members.invitations,
];
/** Views of one member, keyed by a membership or account: all of them, whoever it was. */
const MEMBER_VIEWS = [contract.draft.finalPicks, contract.leagues.memberByAuth, contract.picks.originalSelections];

/**
 * After adding, removing, moving, archiving or restoring someone, every view of the league's
 * people is read again (product.md §7.1: league users, draft, activity logs).
 */
export function refreshLeagueUsers(mutate: ScopedMutator, leagueId: string): void {
  const prefixes = [
    ...LEAGUE_VIEWS.map((route) => keyPrefixOf(route, { id: leagueId, leagueId })),
    ...MEMBER_VIEWS.map((route) => keyPrefixOf(route)),
  ];
  void mutate((key) => typeof key === "string" && prefixes.some((p) => key.startsWith(p)));
  refreshActivityLogs(mutate);
}
