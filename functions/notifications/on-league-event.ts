import type { EventBridgeEnvelope } from "../../events/catalog";
import { getRoster } from "../data/leagues-store";
import { notify } from "../data/notifications-store";

const ANNOUNCED: Record<string, { title: string; adminsOnly?: boolean }> = {
  LEAGUE_WENT_LIVE: { title: "Your league is live" },
  ROUND_ROBIN_EXECUTED: { title: "The draft has been executed" },
  LEAGUE_RENAMED: { title: "League renamed" },
  MEMBER_JOINED: { title: "New member", adminsOnly: true },
  WINDOW_DRAFT_EXECUTED: { title: "The January window draft results are in" },
};

/**
 * EventBridge target (events/rules.ts): league_update notifications. Everyone hears that the
 * league went live, was drafted or renamed; admins hear who joined. Keyed by the event id, so
 * a redelivered event notifies nobody twice.
 */
export async function handler(event: EventBridgeEnvelope): Promise<void> {
  const announced = ANNOUNCED[event["detail-type"]];
  if (!announced) return;
  const { league, members } = await getRoster(event.detail.leagueId);
  if (!league) return;
  const recipients = members.filter((m) => m.userId !== event.detail.actor.userId && (!announced.adminsOnly || m.isAdmin));
  for (const member of recipients) {
    await notify(
      member.userId,
      { type: "league_update", title: announced.title, message: `${league.name}: ${event.detail.details}`, actionUrl: "/leaderboard", leagueId: league.leagueId },
      `event#${event.id}`,
    );
  }
}
