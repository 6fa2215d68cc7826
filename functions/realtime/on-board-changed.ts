import type { EventBridgeEnvelope } from "../../events/catalog";
import { REALTIME_PROTOCOL } from "../../shared/contract/realtime";
import { roomConnections } from "../data/stores/connections-store";
import { getLeague } from "../data/stores/leagues-store";
import { closeSocketsOf } from "./close-sockets";
import { leagueVersion } from "./league-version";
import { postToRoom } from "./post";

/** The member a removal or a move out of this league took away, whose sockets must leave its room. */
function leaver(event: EventBridgeEnvelope): string | undefined {
  const { leagueId, metadata } = event.detail;
  const userId = typeof metadata?.userId === "string" ? metadata.userId : undefined;
  if (event["detail-type"] === "USER_REMOVED") return userId;
  if (event["detail-type"] === "USER_TRANSFERRED" && metadata?.from === leagueId) return userId;
  return undefined;
}

/**
 * EventBridge target: a domain event that changes what a league's board shows tells the league's
 * room `board.changed` with the board's version now (read after the change, which the event
 * follows), so open boards re-read it over HTTP; a member removed or moved out has their sockets
 * closed first (decision 0285, whoever leaves stops hearing). Repeating it (EventBridge retries) is harmless: the
 * client ignores a version it already has.
 */
export async function handler(event: EventBridgeEnvelope): Promise<void> {
  const { leagueId } = event.detail;
  // Before the room is read: the one who left hears neither this change nor any after it.
  const left = leaver(event);
  if (left) await closeSocketsOf(left, [leagueId]);
  const [league, connections] = await Promise.all([getLeague(leagueId), roomConnections(leagueId)]);
  if (!league || connections.length === 0) return;
  await postToRoom(
    connections,
    { v: REALTIME_PROTOCOL, type: "board.changed", leagueId, version: leagueVersion(league) },
    { eventId: event.id, rule: "realtime-board-changed" },
  );
}
