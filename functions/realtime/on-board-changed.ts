import type { EventBridgeEnvelope } from "../../events/catalog";
import { REALTIME_PROTOCOL } from "../../shared/contract/realtime";
import { roomConnections } from "../data/connections-store";
import { getLeague } from "../data/leagues-store";
import { logError } from "../lib/ops-log";
import { leagueVersion } from "./league-version";
import { postToAll } from "./post";

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
  const counts = await postToAll(
    connections.map((c) => c.connectionId),
    { v: REALTIME_PROTOCOL, type: "board.changed", leagueId, version: leagueVersion(league) },
  );
  if (counts.failed)
    logError({
      id: event.id,
      type: "RealtimeSendFailed",
      message: `board.changed reached ${counts.sent} of ${connections.length} connections of league ${leagueId} (${counts.failed} failed, ${counts.gone} gone)`,
      endpoint: "rule-realtime-board-changed",
      stackTrace: "",
    });
}
