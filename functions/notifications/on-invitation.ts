import type { EventBridgeEnvelope } from "../../events/catalog";
import type { InvitationItem } from "../data/entities/invitation";
import type { LeagueItem } from "../data/entities/league";
import { getInvitation, invitationsOfLeague } from "../data/stores/invitations-store";
import { getLeague, getRoster } from "../data/stores/leagues-store";
import { claimDelivery, releaseDelivery, suppressionOf } from "../data/stores/notification-settings-store";
import { getUser } from "../data/stores/users-store";
import { config } from "../config";
import { renderInvitationMail } from "./invitation-mail";
import { sendNotifications } from "./send";

/**
 * EventBridge target (events/rules.ts) for people an admin invited by e-mail (decision 0181):
 * "Add User" for an address with no account sends them the invitation; a league going live
 * while invitations are pending tells each invitee that it started without them and that they
 * join when it next opens for picks, and tells its admins who is still waiting. Each mail is
 * claimed once per invitee and moment, so a redelivered event sends nothing twice.
 */
export async function handler(event: EventBridgeEnvelope): Promise<number> {
  if (event["detail-type"] === "USER_ADDED") return invited(event);
  if (event["detail-type"] === "LEAGUE_WENT_LIVE") return wentLive(event);
  return 0;
}

async function invited(event: EventBridgeEnvelope): Promise<number> {
  const email = event.detail.metadata?.invitedEmail;
  if (typeof email !== "string") return 0;
  const [invitation, league] = await Promise.all([getInvitation(event.detail.leagueId, email), getLeague(event.detail.leagueId)]);
  // Withdrawn, or accepted by a sign-in, before this ran: nothing to invite to any more.
  if (!invitation || !league) return 0;
  const inviter = await inviterName(league, invitation);
  const sent = await mailOnce(invitation, `invited#${league.leagueId}#${invitation.createdAt}`, {
    title: `${inviter} invited you to ${league.name}`,
    message: `${inviter} added you to ${league.name}, a private league on Treble: each member ranks 15 Premier League players, a snake draft gives everyone 3, and their goals are your points. Sign in with ${invitation.email} to join; you are in the league as soon as you do.`,
    actionUrl: `${config.publicUrl}/api/login?redirect=${encodeURIComponent("/register")}`,
    actionLabel: `Sign in and join ${league.name}`,
    league,
    inviter,
  });
  return sent ? 1 : 0;
}

async function wentLive(event: EventBridgeEnvelope): Promise<number> {
  const [league, pending] = await Promise.all([getLeague(event.detail.leagueId), invitationsOfLeague(event.detail.leagueId)]);
  if (!league || league.isDraftMode || pending.length === 0) return 0;
  let mailed = 0;
  for (const invitation of pending) {
    const inviter = await inviterName(league, invitation);
    const sent = await mailOnce(invitation, `went-live#${league.leagueId}#${league.seasonName}`, {
      title: `${league.name} started before you signed in`,
      message: `${inviter} invited you to ${league.name}, and it has now drafted and gone live without you: members join while a league is still drafting. Your invitation stays, and you join ${league.name} when it next opens for picks (its next season). Until then you can sign in with ${invitation.email} to join or start another league.`,
      actionUrl: `${config.publicUrl}/`,
      actionLabel: "Open Treble",
      league,
      inviter,
    });
    if (sent) mailed++;
  }
  const { members } = await getRoster(league.leagueId);
  const names = pending.map((i) => `${i.name} (${i.email})`).join(", ");
  await sendNotifications(
    members
      .filter((m) => m.isAdmin)
      .map((admin) => ({
        userId: admin.userId,
        notification: {
          type: "league_update" as const,
          title: pending.length === 1 ? "An invitation is still pending" : `${pending.length} invitations are still pending`,
          message: `${league.name} went live before ${names} signed in. We e-mailed ${pending.length === 1 ? "them" : "each"} that the invitation stays: they join when the league next opens for picks. You can withdraw it in User Management.`,
          actionUrl: "/user-management",
          leagueId: league.leagueId,
          leagueName: league.name,
        },
        dedupeKey: `event#${event.id}#invitations`,
      })),
  );
  return mailed;
}

async function inviterName(league: LeagueItem, invitation: InvitationItem): Promise<string> {
  return (await getUser(invitation.invitedBy))?.username ?? `The admin of ${league.name}`;
}

/**
 * Sends one mail to an invitee unless this moment's mail went already (claimed under the
 * address, as a member's deliveries are under their id) or the address bounced or complained.
 */
async function mailOnce(
  invitation: InvitationItem,
  moment: string,
  mail: { title: string; message: string; actionUrl: string; actionLabel: string; league: LeagueItem; inviter: string },
): Promise<boolean> {
  if (await suppressionOf(invitation.email)) return false;
  const claimant = `invitee#${invitation.email}`;
  if (!(await claimDelivery(claimant, moment, "email"))) return false;
  try {
    const rendered = renderInvitationMail({
      name: invitation.name,
      email: invitation.email,
      leagueName: mail.league.name,
      invitedBy: mail.inviter,
      title: mail.title,
      message: mail.message,
      actionUrl: mail.actionUrl,
      actionLabel: mail.actionLabel,
    });
    const { sendMail } = await import("./mailer"); // on first use, as deliver.ts does
    await sendMail({ ...rendered, to: invitation.email });
    return true;
  } catch (error) {
    await releaseDelivery(claimant, moment, "email");
    throw error;
  }
}
