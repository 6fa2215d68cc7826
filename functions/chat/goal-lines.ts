import type { EventBridgeEnvelope, GoalsChangedDetail } from "../../events/catalog";
import { holds } from "../../shared/scoring";
import { chatMembers } from "../data/stores/chat-store";
import type { PlayerLeagueItem } from "../data/entities/player-league";
import { mapLimit } from "../lib/map-limit";
import { postMoments, type Posting } from "./moments";

/** What match day's reaction already read: the players' index and the season's players (their names). */
interface GoalLinesRead {
  index: Map<number, PlayerLeagueItem[]>;
  snapshot: { players: ReadonlyArray<{ playerId: number; webName: string }> };
}

/**
 * Goals for and taken back from the members' players: one line per goal and league (naming every
 * current member whose pick counts it), not one per member. Keyed by the event and the goal's
 * ordinal, so a redelivered event posts nothing twice. Match day's reaction to a goal runs it beside
 * the boards and the alerts, on what that reaction read once (decision 0300). Answers the lines posted.
 */
export async function goalLines(event: EventBridgeEnvelope<GoalsChangedDetail>, read: GoalLinesRead): Promise<number> {
  const { gameweek, changes, detectedAt } = event.detail;
  const moved = changes.filter((c) => c.after !== c.before);
  const holdings = read.index;
  const names = new Map(read.snapshot.players.map((p) => [p.playerId, p.webName]));
  // Each holding league's current members, read once and side by side: a popular scorer is held in
  // many leagues, and this runs on the goal's path beside the boards and the alerts.
  const leagueIds = [...new Set(moved.flatMap((c) => (holdings.get(c.playerId) ?? []).map((item) => item.leagueId)))];
  const rosters = await mapLimit(
    leagueIds,
    16,
    async (leagueId) => new Map((await chatMembers(leagueId)).map((m) => [m.userId, m.username])),
  );
  const failure = rosters.find((r) => r instanceof Error);
  if (failure) throw failure;
  const members = new Map(leagueIds.map((id, i) => [id, rosters[i] as Map<string, string>]));
  const postings: Posting[] = [];
  for (const change of moved) {
    for (const item of holdings.get(change.playerId) ?? []) {
      const current = members.get(item.leagueId) as Map<string, string>;
      const usernames = item.holders.filter((h) => holds(h, gameweek) && current.has(h.userId)).map((h) => current.get(h.userId) as string);
      if (usernames.length === 0) continue;
      const playerName = names.get(change.playerId) ?? `#${change.playerId}`;
      const scored = change.after > change.before;
      const [from, to] = scored ? [change.before + 1, change.after] : [change.after + 1, change.before];
      for (let ordinal = from; ordinal <= to; ordinal++)
        postings.push({
          leagueId: item.leagueId,
          key: `${event.id}#${item.leagueId}#${change.fixtureId}#${change.playerId}#${ordinal}#${scored ? "goal" : "back"}`,
          // A millisecond per goal keeps a brace read in one go in the order it was scored.
          at: new Date(Date.parse(detectedAt) + ordinal).toISOString(),
          moment: scored ? { kind: "goal", playerName, usernames, inMatch: ordinal } : { kind: "goal_taken_back", playerName, usernames },
        });
    }
  }
  return postMoments(postings, event);
}
