import type { EventBridgeEnvelope } from "../../events/catalog";
import { getRun } from "../data/stores/draft-store";
import { listPlayers } from "../data/stores/feed-store";
import { getRoster } from "../data/stores/leagues-store";
import { sendNotifications, type Outgoing } from "./send";
import type { DraftStory } from "./story";

/**
 * `playing`: news about the game itself, for the members who play it: archived members are left
 * out of the draft and the board (product.md §10.5), so a 10,000-member league with a few hundred
 * playing does not write (and deliver) thousands of notifications nobody takes part in.
 */
const ANNOUNCED: Record<string, { title: string; adminsOnly?: boolean; playing?: boolean }> = {
  LEAGUE_WENT_LIVE: { title: "Your league is live", playing: true },
  LEAGUE_RENAMED: { title: "League renamed" },
  MEMBER_JOINED: { title: "New member", adminsOnly: true },
  WINDOW_DRAFT_EXECUTED: { title: "The January window draft results are in", playing: true },
};

/**
 * EventBridge target (events/rules.ts). League news becomes league_update notifications:
 * everyone hears that the league was renamed, every member not archived that it went live or
 * that the window draft's results are in, admins hear who joined; the one who
 * acted is not told. An executed draft tells every drafted member (the admin too) their three
 * players. Keyed by the event id, so a redelivered event notifies nobody twice.
 */
export async function handler(event: EventBridgeEnvelope): Promise<number> {
  const outgoing = event["detail-type"] === "ROUND_ROBIN_EXECUTED" ? await draftResults(event) : await leagueNews(event);
  return (await sendNotifications(outgoing)).length;
}

async function leagueNews(event: EventBridgeEnvelope): Promise<Outgoing[]> {
  const announced = ANNOUNCED[event["detail-type"]];
  if (!announced) return [];
  const { league, members } = await getRoster(event.detail.leagueId);
  if (!league) return [];
  return members
    .filter((m) => m.userId !== event.detail.actor.userId && (!announced.adminsOnly || m.isAdmin) && !(announced.playing && m.isArchived))
    .map((member) => ({
      userId: member.userId,
      notification: {
        type: "league_update",
        title: announced.title,
        message: `${league.name}: ${event.detail.details}`,
        actionUrl: "/leaderboard",
        leagueId: league.leagueId,
        leagueName: league.name,
      },
      dedupeKey: `event#${event.id}`,
    }));
}

async function draftResults(event: EventBridgeEnvelope): Promise<Outgoing[]> {
  const runId = event.detail.metadata?.runId;
  if (typeof runId !== "string") return [];
  const [run, { league }, players] = await Promise.all([
    getRun(event.detail.leagueId, runId),
    getRoster(event.detail.leagueId),
    listPlayers(),
  ]);
  if (!run?.results || !league) return [];
  const byId = new Map(players.map((p) => [p.playerId, p]));
  return run.results.map((result) => {
    const story: DraftStory = {
      kind: "draft",
      players: result.playerIds.map((id) => ({ name: byId.get(id)?.webName ?? `Player ${id}`, club: byId.get(id)?.teamName })),
    };
    return {
      userId: result.userId,
      notification: {
        type: "draft_result",
        title: "The draft is done: your three players",
        message: `${league.name} drafted. You got ${story.players.map((p) => p.name).join(", ")}.`,
        actionUrl: "/leaderboard",
        leagueId: league.leagueId,
        leagueName: league.name,
        story,
      },
      // One per run: a re-execution is news again, a redelivery is not.
      dedupeKey: `draft#${run.runId}`,
    };
  });
}
