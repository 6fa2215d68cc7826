import type { PendingInvitation } from "../../shared/contract/responses";
import { addMembership, getLeague, getLeagues } from "../data/stores/leagues-store";
import { getUser } from "../data/stores/users-store";
import { invitationsFor, withdrawInvitation } from "../data/stores/invitations-store";
import { publish } from "../lib/event-bus";
import { sendNotification } from "../notifications/send";
import type { SessionUser } from "../lib/session";

/**
 * At sign-in (with a verified e-mail), every league that invited this e-mail (an admin's "Add
 * User") becomes a membership, under the name the admin typed. Joining is for draft mode only,
 * by code or by invitation alike: an invitation to a league that has gone live stays pending
 * (its admins still see and can withdraw it) and is accepted at a sign-in after the league
 * reopens for picks; the invitee is told once, in the bell, why they are not in it yet.
 */
export async function acceptInvitations(user: SessionUser): Promise<void> {
  for (const invitation of await invitationsFor(user.email)) {
    const league = await getLeague(invitation.leagueId);
    if (league && !league.isDraftMode) {
      await sendNotification(
        user.userId,
        {
          type: "league_update",
          title: `${league.name} has already started`,
          message: `You were invited to ${league.name}, but it is live now. You will join it when it next opens for picks.`,
          leagueName: league.name,
        },
        `invitation-live:${league.leagueId}`,
      );
      continue;
    }
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

/**
 * What is still waiting for this user: invitations to their e-mail that sign-in left pending
 * because the league was live, so the "not in a league yet" screens can say where they are
 * invited and why they are not in it. Only a verified e-mail's, as for accepting them.
 */
export async function pendingInvitationsOf(user: SessionUser): Promise<PendingInvitation[]> {
  if (!user.emailVerified) return [];
  const invitations = await invitationsFor(user.email);
  if (invitations.length === 0) return [];
  const leagues = new Map((await getLeagues(invitations.map((i) => i.leagueId))).map((l) => [l.leagueId, l]));
  const answers: PendingInvitation[] = [];
  for (const invitation of invitations) {
    const league = leagues.get(invitation.leagueId);
    if (!league) continue;
    answers.push({
      leagueId: league.leagueId,
      leagueName: league.name,
      name: invitation.name,
      invitedBy: (await getUser(invitation.invitedBy))?.username ?? "An admin",
      invitedAt: invitation.createdAt,
    });
  }
  return answers;
}
