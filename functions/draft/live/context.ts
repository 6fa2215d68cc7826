import type { DraftPlayer } from "../../../shared/draft";
import type { AutopickPlayer } from "../../../shared/live-draft/autopick";
import type { DraftContext } from "../../../shared/live-draft/transitions";
import { getRoster } from "../../data/stores/leagues-store";
import { seasonOfLeague } from "../../data/read-models/season";
import { seasonSnapshot } from "../../data/read-models/season-snapshot";
import { feedVersion } from "../../data/stores/refresh-runs-store";
import type { MembershipItem } from "../../data/entities/membership";

export interface LiveContext extends DraftContext {
  /** Every player of the league's season, named, for the audit log and the room. */
  named: Record<number, DraftPlayer>;
  members: MembershipItem[];
  selectionsOf: Map<string, number[]>;
}

/**
 * What the live draft's rules read besides their state: the season's players (any free one may
 * be picked, so all of them) and each member's ranked list as it is now, since members may
 * reorder it during the draft and autopick must follow the list they see.
 */
export async function liveContext(leagueId: string): Promise<LiveContext> {
  const [{ league, members, selections }, version] = await Promise.all([getRoster(leagueId), feedVersion()]);
  const { players } = await seasonSnapshot(await seasonOfLeague(league), { version });
  const byUser = new Map(selections.map((s) => [s.userId, s.playerIds]));
  const selectionsOf = new Map(members.map((m) => [m.membershipId, byUser.get(m.userId) ?? []]));
  const pool = new Map<number, AutopickPlayer>();
  const named: Record<number, DraftPlayer> = {};
  for (const p of players) {
    pool.set(p.playerId, { id: p.playerId, status: p.status, goalsLastSeason: p.goalsLastSeason, goalsThisSeason: p.goalsScored });
    named[p.playerId] = { id: p.playerId, name: p.webName, team: p.teamName, status: p.status };
  }
  return { players: pool, rankedOf: (id) => selectionsOf.get(id) ?? [], named, members, selectionsOf };
}
