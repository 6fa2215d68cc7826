import type { ServerEvent } from "../../shared/contract/realtime";
import { chatMembers } from "../data/stores/chat-store";
import { roomConnections } from "../data/stores/connections-store";
import { postToRoom } from "../realtime/post";

/**
 * Sends a `chat.*` event to the league's room, to the sockets of its current members only: a
 * member removed or archived a moment ago hears nothing more even while their socket is still
 * open (the board's rule closes a removed member's sockets after the event, decision 0285).
 */
export async function toRoom(
  event: ServerEvent & { leagueId: string },
  from: { eventId: string; rule: string },
  /** The league's current members when the caller has read them already. */
  members?: ReadonlyArray<{ userId: string }>,
): Promise<{ sent: number; gone: number; failed: number }> {
  const connections = await roomConnections(event.leagueId);
  if (connections.length === 0) return { sent: 0, gone: 0, failed: 0 };
  const current = new Set((members ?? (await chatMembers(event.leagueId))).map((m) => m.userId));
  return postToRoom(
    connections.filter((c) => current.has(c.userId)),
    event,
    from,
  );
}
