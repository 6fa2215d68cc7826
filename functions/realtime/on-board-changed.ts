import type { EventBridgeEnvelope } from "../../events/catalog";
import { REALTIME_PROTOCOL } from "../../shared/contract/realtime";
import { roomConnections } from "../data/connections-store";
import { getLeague } from "../data/leagues-store";
import { leagueVersion } from "./league-version";
import { postToRoom } from "./post";

/**
 * EventBridge target: a domain event that changes what a league's board shows tells the league's
 * room `board.changed` with the board's version now (read after the change, which the event
 * follows), so open boards re-read it over HTTP. Repeating it (EventBridge retries) is harmless: the
 * client ignores a version it already has.
 */
export async function handler(event: EventBridgeEnvelope): Promise<void> {
  const { leagueId } = event.detail;
  const [league, connections] = await Promise.all([getLeague(leagueId), roomConnections(leagueId)]);
  if (!league || connections.length === 0) return;
  await postToRoom(
    connections,
    { v: REALTIME_PROTOCOL, type: "board.changed", leagueId, version: leagueVersion(league) },
    { eventId: event.id, rule: "realtime-board-changed" },
  );
}
