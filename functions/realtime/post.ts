import { PostToConnectionCommand } from "@aws-sdk/client-apigatewaymanagementapi";
import { realtimeLimits, wireBytes, type ServerEvent } from "../../shared/contract/realtime";
import { closeConnection } from "../data/stores/connections-store";
import { config } from "../config";
import { mapLimit } from "../lib/map-limit";
import { logError } from "../lib/ops-log";
import { isGone, management, MANAGEMENT_CONCURRENCY } from "./management";

type Delivery = "sent" | "gone";

/**
 * Sends one event's text to one connection. A connection the gateway no longer has (410) is
 * removed from the table, that one only, and reported `gone`; any other failure is thrown.
 */
async function postData(endpoint: string, connectionId: string, data: string): Promise<Delivery> {
  try {
    await management(endpoint).send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
    return "sent";
  } catch (error) {
    if (!isGone(error)) throw error;
    await closeConnection(connectionId);
    return "gone";
  }
}

/**
 * Sends one event to every given connection; a failure to one does not stop the others. The event
 * is serialised and measured once for the whole room, not once per connection. Events name a
 * change and its version, never state, so one is far below the 128 KB message limit; a larger one
 * is a bug (the state belongs in an HTTP read the event points at), refused here rather than by the
 * gateway: it fails for every connection.
 */
export async function postToAll(connectionIds: string[], event: ServerEvent): Promise<{ sent: number; gone: number; failed: number }> {
  const counts = { sent: 0, gone: 0, failed: 0 };
  const endpoint = config.realtimeEndpoint;
  if (!endpoint) return { ...counts, gone: connectionIds.length };
  const data = JSON.stringify(event);
  if (wireBytes(data) > realtimeLimits.maxMessageBytes) return { ...counts, failed: connectionIds.length };
  for (const delivery of await mapLimit(connectionIds, MANAGEMENT_CONCURRENCY, (id) => postData(endpoint, id, data)))
    counts[delivery instanceof Error ? "failed" : delivery] += 1;
  return counts;
}

/**
 * Sends one event to every connection of a league's room (as `roomConnections` listed them) and
 * logs, under the rule that sent it, how many it failed to reach: the room re-reads on its next
 * event or reconnect, so a failure is reported, not retried. Answers the counts.
 */
export async function postToRoom(
  connections: Array<{ connectionId: string }>,
  event: ServerEvent & { leagueId: string },
  from: { eventId: string; rule: string },
): Promise<{ sent: number; gone: number; failed: number }> {
  const counts = await postToAll(
    connections.map((c) => c.connectionId),
    event,
  );
  if (counts.failed)
    logError({
      id: from.eventId,
      type: "RealtimeSendFailed",
      message: `${event.type} reached ${counts.sent} of ${connections.length} connections of league ${event.leagueId} (${counts.failed} failed, ${counts.gone} gone)`,
      endpoint: `rule-${from.rule}`,
      stackTrace: "",
    });
  return counts;
}
