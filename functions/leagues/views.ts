import type { LeagueLookup, LeagueUserView, UserLeague } from "../../shared/types";
import type { LeagueItem } from "../data/entities/league";
import type { MembershipItem } from "../data/entities/membership";
import { leagueVersion } from "../realtime/league-version";

/** Answer shapes of the league calls (product.md §7.2–7.3). */
export const leagueLookupView = (league: LeagueItem): LeagueLookup => ({
  id: league.leagueId,
  name: league.name,
  code: league.code,
  seasonName: league.seasonName,
  isDraftMode: league.isDraftMode,
});

export const userLeagueView = (league: LeagueItem, membership: MembershipItem): UserLeague => ({
  ...leagueLookupView(league),
  isAdmin: membership.isAdmin,
  isCreator: league.createdBy === membership.userId,
  leagueUser: { id: membership.membershipId, isAdmin: membership.isAdmin, username: membership.username },
  version: leagueVersion(league),
});

/** A member as other members see them; the e-mail only for the league's admins. */
export const leagueUserView = (m: MembershipItem, viewerIsAdmin: boolean): LeagueUserView => ({
  id: m.membershipId,
  userId: m.userId,
  leagueId: m.leagueId,
  username: m.username,
  ...(viewerIsAdmin ? { email: m.email } : {}),
  isAdmin: m.isAdmin,
  isArchived: m.isArchived,
  joinedAt: m.joinedAt,
});
