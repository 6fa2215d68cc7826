import type { Role, RouteSpec } from "../../shared/contract/routes";
import { messages } from "../../shared/messages";
import type { LeagueItem } from "../data/entities/league";
import type { MembershipItem } from "../data/entities/membership";
import { getLeague, getMembership, getMembershipById, listMembershipsOfUser } from "../data/stores/leagues-store";
import { findSession, type SessionClaims } from "../data/stores/sessions-store";
import { forbidden, notFound } from "./errors";
import type { SessionUser } from "./session";

export interface LeagueAccess {
  league: LeagueItem;
  membership: MembershipItem;
}

/**
 * Where a call's session, league and the caller's membership are read from. Most routes read
 * each with its own request; a route may read them its own way (the board: one batch, then its
 * cached roster), and the checks below stay the same.
 */
export interface AccessReads {
  session(sessionId: string): Promise<SessionClaims | undefined>;
  league(leagueId: string): Promise<LeagueItem | undefined>;
  membership(leagueId: string, userId: string): Promise<MembershipItem | undefined>;
}

export const storeReads: AccessReads = { session: findSession, league: getLeague, membership: getMembership };

/**
 * Server-side role checks (product.md §10.3): unknown league 404, not a member 403
 * (code NOT_IN_LEAGUE, which the SPA turns into its League Required screen).
 */
async function requireMember(leagueId: string | undefined, user: SessionUser, reads: AccessReads): Promise<LeagueAccess> {
  if (!leagueId) throw notFound(messages.leagueNotFound, "NO_LEAGUE_SELECTED");
  const [league, membership] = await Promise.all([reads.league(leagueId), reads.membership(leagueId, user.userId)]);
  if (!league) throw notFound(messages.leagueNotFound, "LEAGUE_NOT_FOUND");
  if (!membership) throw forbidden(messages.notMember, "NOT_IN_LEAGUE");
  return { league, membership };
}

async function requireAdmin(leagueId: string | undefined, user: SessionUser, reads: AccessReads): Promise<LeagueAccess> {
  const access = await requireMember(leagueId, user, reads);
  if (!access.membership.isAdmin) throw forbidden(messages.adminOnly, "ADMIN_REQUIRED");
  return access;
}

function requireCreator(user: SessionUser): void {
  if (!user.isCreator) throw forbidden(messages.creatorOnly, "CREATOR_REQUIRED");
}

/** For admin tools that name no league: an admin of any league, or the site's creator. */
async function requireAnyAdmin(user: SessionUser): Promise<void> {
  if (user.isCreator) return;
  if (!(await listMembershipsOfUser(user.userId)).some((m) => m.isAdmin)) throw forbidden(messages.adminOnly, "ADMIN_REQUIRED");
}

async function inLeague(role: Role, leagueId: string | undefined, user: SessionUser, reads: AccessReads): Promise<LeagueAccess> {
  if (role === "admin") return requireAdmin(leagueId, user, reads);
  const access = await requireMember(leagueId, user, reads);
  if (role === "leagueCreator" && access.league.createdBy !== user.userId)
    throw forbidden(messages.leagueCreatorOnly, "LEAGUE_CREATOR_REQUIRED");
  return access;
}

/**
 * Enforces a route's declared role for a signed-in caller, on the league the call names
 * (validated input), and answers what the handler needs of it. Routes whose rule depends on
 * more than the league (reading someone's list, the simulated board) add that in the handler.
 */
export async function authorize(
  spec: Pick<RouteSpec, "role" | "league">,
  user: SessionUser,
  input: Record<"params" | "query" | "body", Record<string, unknown>>,
  reads: AccessReads = storeReads,
): Promise<(LeagueAccess & { target?: MembershipItem }) | undefined> {
  const { role, league: ref } = spec;
  if (role === "public" || role === "signedIn") return undefined;
  if (role === "siteCreator") {
    requireCreator(user);
    return undefined;
  }
  if (!ref) {
    if (role === "admin") await requireAnyAdmin(user);
    return undefined;
  }
  if ("membershipIn" in ref) {
    const target = await getMembershipById(String(input.params[ref.membershipIn]));
    if (!target) throw notFound(messages.userNotFound, "USER_NOT_FOUND");
    return { ...(await inLeague(role, target.leagueId, user, reads)), target };
  }
  const leagueId = input[ref.in][ref.key] as string | undefined;
  if (leagueId === undefined && ref.optional) return authorize({ role: ref.optional }, user, input, reads);
  return inLeague(role, leagueId, user, reads);
}
