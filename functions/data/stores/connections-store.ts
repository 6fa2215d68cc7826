import { realtimeLimits } from "../../../shared/contract/realtime";
import { isConditionFailure } from "../table/condition-failure";
import { RealtimeConnection, type RealtimeConnectionItem } from "../entities/realtime-connection";

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Past the gateway's 2-hour limit by a minute, so a connection is never expired while it may still be open. */
const TTL_SECONDS = realtimeLimits.maxConnectionMs / 1000 + 60;

/** An expired item is as good as none (TTL deletion lags, and the local stand-in has none). */
const live = (item: RealtimeConnectionItem | null | undefined) => (item && item.expiresAt > nowSeconds() ? item : undefined);

/** Records a connection its `$connect` accepted, for the signed-in user (and session) it carried. */
export async function openConnection(connectionId: string, userId: string, sessionHash?: string): Promise<void> {
  await RealtimeConnection.put({
    connectionId,
    userId,
    sessionHash,
    connectedAt: new Date().toISOString(),
    expiresAt: nowSeconds() + TTL_SECONDS,
  }).go();
}

export async function findConnection(connectionId: string): Promise<RealtimeConnectionItem | undefined> {
  return live((await RealtimeConnection.get({ connectionId }).go()).data);
}

/**
 * Puts the connection in a league's room (leaving any other). A conditional write on the item: a
 * connection whose `$disconnect` already removed it is not brought back. Answers whether it was there.
 */
export async function joinRoom(connectionId: string, leagueId: string): Promise<boolean> {
  try {
    await RealtimeConnection.patch({ connectionId }).set({ leagueId }).go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Takes the connection out of its room, if it is still in `leagueId`'s (a later join to another room stays). */
export async function leaveRoom(connectionId: string, leagueId: string): Promise<boolean> {
  try {
    await RealtimeConnection.patch({ connectionId })
      .remove(["leagueId"])
      .where((attr, { eq }) => eq(attr.leagueId, leagueId))
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function closeConnection(connectionId: string): Promise<void> {
  await RealtimeConnection.delete({ connectionId }).go();
}

/** Every live connection in a league's room. */
export async function roomConnections(leagueId: string): Promise<RealtimeConnectionItem[]> {
  const { data } = await RealtimeConnection.query.byRoom({ leagueId }).go({ pages: "all" });
  return data.filter((item) => live(item));
}
