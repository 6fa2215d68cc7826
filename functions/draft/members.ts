import { draftOrder } from "../../shared/draft";
import type { ArchivalGroup, DraftUser } from "../../shared/contract/responses";
import { archivalGroup, daysSince } from "../../shared/draft-rules";
import { readiness } from "../../shared/picks";
import type { ScoredPick } from "../../shared/scoring";
import type { DraftRunItem } from "../data/entities/draft-run";
import type { MembershipItem } from "../data/entities/membership";
import type { SelectionItem } from "../data/entities/selection";

/**
 * One row per member for the admin's draft tools (product.md §3, Draft user, User without picks).
 * The order # is worked out from the league's seed over today's active members, exactly as the
 * next simulation will order them (nothing is written per member when the order is randomised).
 */
export function draftUsers(
  members: MembershipItem[],
  selections: SelectionItem[],
  finalRun: DraftRunItem | undefined,
  seed?: string,
  now = new Date(),
  finalPicks?: Record<string, ScoredPick[]>,
) {
  const picks = new Map(selections.map((s) => [s.userId, s.playerIds.length]));
  const active = members.filter((m) => !m.isArchived).map((m) => ({ id: m.membershipId, username: m.username, selections: [] }));
  const order = new Map(seed ? draftOrder(active, seed).map((p, i) => [p.id, i + 1]) : []);
  const finals = finalPicks
    ? finalCounts(finalPicks)
    : new Map((finalRun?.results ?? []).map((r) => [r.userId, { main: r.playerIds.length, extra: 0 }]));
  return members
    .map((m): DraftUser => {
      const tempPicksCount = picks.get(m.userId) ?? 0;
      const daysSinceLastActivity = daysSince(m.lastActivityAt ?? m.joinedAt, now);
      return {
        id: m.membershipId,
        userId: m.userId,
        username: m.username,
        email: m.email,
        isAdmin: m.isAdmin,
        isActive: !m.isArchived,
        isArchived: m.isArchived,
        archivedAt: m.archivedAt ?? null,
        archivedReason: m.archivedReason ?? null,
        tempPicksCount,
        finalPicksCount: finals.get(m.userId)?.main ?? 0,
        extraPicksCount: finals.get(m.userId)?.extra ?? 0,
        draftOrder: order.get(m.membershipId) ?? null,
        lastActivity: m.lastActivityAt ?? m.joinedAt,
        daysSinceLastActivity,
        readiness: m.isArchived ? "Archived" : readiness(tempPicksCount),
        archivalGroup: m.isArchived ? null : (archivalGroup(tempPicksCount, daysSinceLastActivity) ?? null),
      };
    })
    .sort((a, b) => (a.draftOrder ?? 1e9) - (b.draftOrder ?? 1e9) || a.username.localeCompare(b.username));
}

/**
 * Each member's players now scoring: the draft's three (a January replacement takes a departed
 * one's place) apart from the window's extra pick, so a member with the extra reads "3/3 +1"
 * rather than "4/3". Picks whose window has ended (departed, redrafted) are not counted.
 */
function finalCounts(picks: Record<string, ScoredPick[]>) {
  return new Map(
    Object.entries(picks).map(([userId, list]) => {
      const open = list.filter((p) => p.toGameweek === undefined);
      const extra = open.filter((p) => p.kind === "extra").length;
      return [userId, { main: open.length - extra, extra }];
    }),
  );
}

/** Active members who cannot draft with a full list yet: exactly those with an archival group. */
export const withoutPicks = (users: DraftUser[]) =>
  users.filter((u): u is DraftUser & { archivalGroup: ArchivalGroup } => u.archivalGroup !== null);
