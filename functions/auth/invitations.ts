import { addMembership, getLeague } from "../data/leagues-store";
import { invitationsFor, withdrawInvitation } from "../data/invitations-store";
import { publish } from "../lib/event-bus";
import type { SessionUser } from "../lib/session";

/**
 * At sign-in, every league that invited this e-mail (an admin's "Add User") becomes a
 * membership, under the name the admin typed.
 */
export async function acceptInvitations(user: SessionUser): Promise<void> {
  for (const invitation of await invitationsFor(user.email)) {
    const league = await getLeague(invitation.leagueId);
    if (league) {
      const membership = await addMembership(league, { userId: user.userId, email: user.email, username: invitation.name });
      if (membership) {
        await publish({
          actionType: "MEMBER_JOINED",
          detail: {
            leagueId: league.leagueId,
            actor: { userId: user.userId, username: membership.username },
            details: `${membership.username} joined the league (added by an admin)`,
            severity: "info",
            category: "user_action",
            occurredAt: new Date().toISOString(),
          },
        });
      }
    }
    await withdrawInvitation(invitation.leagueId, invitation.email);
  }
}
