import { messages } from "../../shared/messages";
import type { LeagueItem } from "../data/entities/league";
import type { MembershipItem } from "../data/entities/membership";
import { getLeague, getMembership } from "../data/leagues-store";
import { forbidden, notFound } from "./errors";
import type { SessionUser } from "./session";

export interface LeagueAccess {
  league: LeagueItem;
  membership: MembershipItem;
}

/**
 * Server-side role checks (product decision 3): unknown league 404, not a member 403
 * (code NOT_IN_LEAGUE, which the SPA turns into its League Required screen).
 */
export async function requireMember(leagueId: string | undefined, user: SessionUser): Promise<LeagueAccess> {
  if (!leagueId) throw notFound(messages.leagueNotFound, "NO_LEAGUE_SELECTED");
  const [league, membership] = await Promise.all([getLeague(leagueId), getMembership(leagueId, user.userId)]);
  if (!league) throw notFound(messages.leagueNotFound, "LEAGUE_NOT_FOUND");
  if (!membership) throw forbidden(messages.notMember, "NOT_IN_LEAGUE");
  return { league, membership };
}

export async function requireAdmin(leagueId: string | undefined, user: SessionUser): Promise<LeagueAccess> {
  const access = await requireMember(leagueId, user);
  if (!access.membership.isAdmin) throw forbidden(messages.adminOnly, "ADMIN_REQUIRED");
  return access;
}

export function requireCreator(user: SessionUser): void {
  if (!user.isCreator) throw forbidden(messages.creatorOnly, "CREATOR_REQUIRED");
}
