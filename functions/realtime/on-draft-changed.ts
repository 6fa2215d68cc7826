import type { EventBridgeEnvelope, LiveDraftChangedDetail } from "../../events/catalog";
import { REALTIME_PROTOCOL } from "../../shared/contract/realtime";
import { roomConnections } from "../data/stores/connections-store";
import { postToRoom } from "./post";

/**
 * EventBridge target: a live draft changed, so its league's room hears `draft.changed` with the
 * draft's version after that change. The version travels in the event, so a pick costs the room
 * one Query and one post per connection, no read of the draft. EventBridge may repeat or reorder
 * events; the room re-reads the draft over HTTP and ignores a version it already has.
 */
export async function handler(event: EventBridgeEnvelope<LiveDraftChangedDetail>): Promise<{ sent: number }> {
  const { leagueId, version } = event.detail;
  const connections = await roomConnections(leagueId);
  if (connections.length === 0) return { sent: 0 };
  const counts = await postToRoom(
    connections,
    { v: REALTIME_PROTOCOL, type: "draft.changed", leagueId, version: String(version) },
    { eventId: event.id, rule: "realtime-draft-changed" },
  );
  return { sent: counts.sent };
}
