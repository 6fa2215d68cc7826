import { seasonOfLeague } from "../data/read-models/season";
import type { DraftParticipant, DraftPlayer } from "../../shared/draft";
import type { MembershipItem } from "../data/entities/membership";
import { seasonSnapshot } from "../data/read-models/season-snapshot";
import { getRoster } from "../data/stores/leagues-store";
import { feedVersion } from "../data/stores/refresh-runs-store";

export interface GatheredDraft {
  participants: DraftParticipant[];
  players: Record<number, DraftPlayer>;
  archivedUsers: Array<{ username: string; reason: string }>;
  members: MembershipItem[];
}

/**
 * Who drafts and with what: every member who is not archived, with their ranked selections
 * (product.md §10.5: archived members are left out). Players carry name, club and status so
 * the engine can skip those who left the league and the audit log can name everyone.
 */
export async function gatherDraft(leagueId: string): Promise<GatheredDraft> {
  // The feed version is read beside the roster, not after it: the function's copy of the season's
  // players then costs no round trip of its own when it is current.
  const [{ league, members, selections }, version] = await Promise.all([getRoster(leagueId), feedVersion()]);
  const { players: feedPlayers } = await seasonSnapshot(await seasonOfLeague(league), { version });
  const participants = draftParticipants(members, selections);
  const wanted = new Set(participants.flatMap((p) => p.selections));
  const players: Record<number, DraftPlayer> = {};
  for (const p of feedPlayers) {
    if (wanted.has(p.playerId)) players[p.playerId] = { id: p.playerId, name: p.webName, team: p.teamName, status: p.status };
  }
  return {
    participants,
    players,
    members,
    archivedUsers: members.filter((m) => m.isArchived).map((m) => ({ username: m.username, reason: m.archivedReason ?? "Archived" })),
  };
}

/** Every member who is not archived, with their ranked selections: who drafts, and with what. */
export function draftParticipants(
  members: readonly MembershipItem[],
  selections: ReadonlyArray<{ userId: string; playerIds: number[] }>,
): DraftParticipant[] {
  const selectionsOf = new Map(selections.map((s) => [s.userId, s.playerIds]));
  return members
    .filter((m) => !m.isArchived)
    .map((m) => ({ id: m.membershipId, username: m.username, selections: selectionsOf.get(m.userId) ?? [] }));
}
