import type { SessionUser } from "../lib/session";
import { deleteLeague, getRoster, handOverLeague, listMembershipsOfUser, removeMembership } from "../data/stores/leagues-store";
import { endSessionsOf } from "../data/stores/sessions-store";
import { deleteUser } from "../data/stores/users-store";
import { closeSocketsOf } from "../realtime/close-sockets";

/**
 * Deleting a profile removes the user and their memberships. A league they created lives on
 * if anyone else is in it: the longest-standing member becomes its creator and an admin.
 * A league left empty is deleted with everything in it (decision 0011, deleting a profile hands leagues on). Then every session
 * of the user ends at once (and their sockets close) and the sign-in account itself is deleted at the provider, last, so
 * a failure part-way leaves an account that can sign in and try again.
 */
export async function deleteProfile(user: SessionUser): Promise<void> {
  const memberships = await listMembershipsOfUser(user.userId);
  for (const membership of memberships) {
    const { league, members } = await getRoster(membership.leagueId);
    const others = members.filter((m) => m.userId !== user.userId).sort((a, b) => a.joinedAt.localeCompare(b.joinedAt));
    if (league && others.length === 0) {
      await deleteLeague(league);
      continue;
    }
    if (league && league.createdBy === user.userId) {
      await handOverLeague(league.leagueId, others[0].userId);
    }
    await removeMembership(membership.leagueId, user.userId);
  }
  await deleteUser(user.userId);
  await endSessionsOf(user.userId);
  // Every browser of theirs stops hearing their former leagues (decision 0285).
  await closeSocketsOf(
    user.userId,
    memberships.map((m) => m.leagueId),
  );
  const { deleteAccount } = await import("../lib/identity-accounts");
  await deleteAccount(user.providerUsername);
}
