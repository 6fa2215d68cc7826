import type { EventBridgeEnvelope, LiveDraftChangedDetail } from "../../events/catalog";
import { REALTIME_PROTOCOL } from "../../shared/contract/realtime";
import { roomConnections } from "../data/connections-store";
import { logError } from "../lib/ops-log";
import { postToAll } from "./post";

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
  const counts = await postToAll(
    connections.map((c) => c.connectionId),
    { v: REALTIME_PROTOCOL, type: "draft.changed", leagueId, version: String(version) },
  );
  if (counts.failed)
    logError({
      id: event.id,
      type: "RealtimeSendFailed",
      message: `draft.changed reached ${counts.sent} of ${connections.length} connections of league ${leagueId} (${counts.failed} failed, ${counts.gone} gone)`,
      endpoint: "rule-realtime-draft-changed",
      stackTrace: "",
    });
  return { sent: counts.sent };
}
