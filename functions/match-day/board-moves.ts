import { createHash } from "node:crypto";
import type { EventBridgeEnvelope, GoalsChangedDetail } from "../../events/catalog";
import { pickGoals, type PickGoals } from "../../shared/board-delta";
import { REALTIME_PROTOCOL, realtimeLimits, wireBytes, type ServerEventOf } from "../../shared/contract/realtime";
import { currentGameweek } from "../../shared/gameweeks";
import { holds } from "../../shared/scoring";
import { moveStandings } from "../data/stores/board-version";
import { roomConnections } from "../data/stores/connections-store";
import type { PlayerLeagueItem } from "../data/entities/player-league";
import { logError } from "../lib/ops-log";
import { mapLimit } from "../lib/map-limit";
import { leagueVersion } from "../realtime/league-version";
import { postToAll } from "../realtime/post";
import type { GoalsRead } from "./goals-read";

/** At most this many leagues updated and told at once: a goal by a popular player moves most leagues. */
const LEAGUE_CONCURRENCY = 16;

/**
 * The league's standings version after this event: the same for a redelivered event (EventBridge
 * retries keep the id), so a retry writes the same value and open boards see no new version.
 */
const standingsVersionOf = (eventId: string) => createHash("sha256").update(eventId).digest("base64url").slice(0, 16);

/** board.changed with the change when it fits one frame, else the version alone (the client re-reads). */
export function boardChangedEvent(
  leagueId: string,
  version: string,
  previous: string,
  picks: PickGoals[],
  scored: number[],
  takenBack: number[] = [],
): ServerEventOf<"board.changed"> {
  const bare: ServerEventOf<"board.changed"> = { v: REALTIME_PROTOCOL, type: "board.changed", leagueId, version };
  const full: ServerEventOf<"board.changed"> = { ...bare, previous, picks, scored, ...(takenBack.length ? { takenBack } : {}) };
  return wireBytes(JSON.stringify(full)) <= realtimeLimits.maxFrameBytes ? full : bare;
}

/**
 * The boards' reaction to GOALS_CHANGED: the leagues holding a player whose goals moved (from the
 * players' index) get a new standings version, and their rooms hear `board.changed` with the
 * picks' goals now, recomputed from the stored goals (never a delta added to a delta), who scored
 * and whose goal was taken back. One write per league holding a scorer; leagues holding none are
 * not touched. A league whose standings could not be moved throws, so the event is delivered again.
 */
export async function moveBoards(event: EventBridgeEnvelope<GoalsChangedDetail>, read: GoalsRead): Promise<void> {
  const moved = event.detail.changes.filter((c) => c.after !== c.before);
  if (moved.length === 0) return;
  const scored = [...new Set(moved.filter((c) => c.after > c.before).map((c) => c.playerId))];
  const takenBack = [...new Set(moved.filter((c) => c.after < c.before).map((c) => c.playerId))];
  const gameweek = currentGameweek(read.gameweeks)?.gameweekId ?? event.detail.gameweek;
  const byLeague = new Map<string, PlayerLeagueItem[]>();
  for (const playerId of new Set(moved.map((c) => c.playerId)))
    for (const item of read.index.get(playerId) ?? []) byLeague.set(item.leagueId, [...(byLeague.get(item.leagueId) ?? []), item]);
  const standingsVersion = standingsVersionOf(event.id);
  const leagues = [...byLeague];
  const results = await mapLimit(leagues, LEAGUE_CONCURRENCY, async ([leagueId, items]) => {
    const before = await moveStandings(leagueId, standingsVersion);
    if (!before) return 0;
    const connections = await roomConnections(leagueId);
    if (connections.length === 0) return 0;
    const picks = pickGoals(items, read.goals, gameweek);
    // A moment (goal or taken back) is for a holder whose window counts the goal's gameweek only.
    const counted = (id: number) => items.some((i) => i.playerId === id && i.holders.some((h) => holds(h, event.detail.gameweek)));
    const message = boardChangedEvent(
      leagueId,
      leagueVersion({ ...before, standingsVersion }),
      leagueVersion(before),
      picks,
      scored.filter(counted),
      takenBack.filter(counted),
    );
    const counts = await postToAll(
      connections.map((c) => c.connectionId),
      message,
    );
    return counts.failed;
  });
  const error = results.find((r) => r instanceof Error);
  if (error) throw error;
  const failed = results.reduce<number>((sum, r) => sum + (r as number), 0);
  if (failed)
    logError({
      id: event.id,
      type: "RealtimeSendFailed",
      message: `board.changed after goals failed to reach ${failed} connections`,
      endpoint: "rule-match-day-goals-changed",
      stackTrace: "",
    });
}
