import { DeleteConnectionCommand } from "@aws-sdk/client-apigatewaymanagementapi";
import { closeConnection, roomConnections } from "../data/stores/connections-store";
import { config } from "../config";
import { mapLimit } from "../lib/map-limit";
import { isGone, management } from "./management";

/**
 * Closes a user's open sockets in the rooms of the given leagues (only those opened with the
 * session `sessionHash` names, when given): whoever leaves a league, or signs out, stops hearing
 * it at once rather than at the socket's 2-hour limit. The item goes first, so no send finds it
 * meanwhile; then the gateway closes the socket (DeleteConnection; one already gone is fine), whose
 * `$disconnect` finds nothing left to delete. A browser that reconnects is refused its room again:
 * `subscribe` checks the membership and the session. Answers how many it closed.
 */
export async function closeSocketsOf(userId: string, leagueIds: string[], sessionHash?: string): Promise<number> {
  const rooms = await Promise.all(leagueIds.map((leagueId) => roomConnections(leagueId)));
  const theirs = rooms.flat().filter((c) => c.userId === userId && (sessionHash === undefined || c.sessionHash === sessionHash));
  const endpoint = config.realtimeEndpoint;
  const closed = await mapLimit(theirs, 16, async ({ connectionId }) => {
    await closeConnection(connectionId);
    if (!endpoint) return;
    try {
      await management(endpoint).send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    } catch (error) {
      if (!isGone(error)) throw error;
    }
  });
  const failure = closed.find((c) => c instanceof Error);
  if (failure) throw failure;
  return theirs.length;
}
