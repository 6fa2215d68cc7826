import { PostToConnectionCommand } from "@aws-sdk/client-apigatewaymanagementapi";
import { realtimeLimits, wireBytes, type ServerEvent } from "../../shared/contract/realtime";
import { closeConnection } from "../data/stores/connections-store";
import { config } from "../config";
import { mapLimit } from "../lib/map-limit";
import { logError } from "../lib/ops-log";
import { isGone, management } from "./management";

type Delivery = "sent" | "gone";

/**
 * Sends one event to one connection. A connection the gateway no longer has (410) is removed from
 * the table, that one only, and reported `gone`; any other failure is thrown. Events name a change
 * and its version, never state, so one is far below the 128 KB message limit; a larger one is a
 * bug (the state belongs in an HTTP read the event points at), refused here rather than by the gateway.
 */
async function postEvent(connectionId: string, event: ServerEvent): Promise<Delivery> {
  const endpoint = config.realtimeEndpoint;
  if (!endpoint) return "gone";
  const data = JSON.stringify(event);
  if (wireBytes(data) > realtimeLimits.maxMessageBytes)
    throw new Error(`A ${event.type} event of ${wireBytes(data)} bytes is over the ${realtimeLimits.maxMessageBytes}-byte message limit`);
  try {
    await management(endpoint).send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
    return "sent";
  } catch (error) {
    if (!isGone(error)) throw error;
    await closeConnection(connectionId);
    return "gone";
  }
}

/** At most this many sends in flight: PostToConnection takes one connection a call. */
const SEND_CONCURRENCY = 16;

/** Sends one event to every given connection; a failure to one does not stop the others. */
export async function postToAll(connectionIds: string[], event: ServerEvent): Promise<{ sent: number; gone: number; failed: number }> {
  const counts = { sent: 0, gone: 0, failed: 0 };
  for (const delivery of await mapLimit(connectionIds, SEND_CONCURRENCY, (id) => postEvent(id, event)))
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
