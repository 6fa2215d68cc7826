import type { DraftOutcome, DraftParticipant, DraftPlayer } from "../../../shared/draft/types";
import { toDraftOutcome } from "../../../shared/live-draft/outcome";
import { must } from "../../../shared/must";
import { getLiveDraft } from "../../data/live-draft-store";
import { liveContext } from "./context";

/**
 * The outcome a finished live draft executes: the room's picks, in the auto draft's format. Its
 * audit log names every picked player, the ones picked off a member's list too.
 */
export async function liveOutcome(
  leagueId: string,
  inputs: { participants: DraftParticipant[]; players: Record<number, DraftPlayer> },
): Promise<DraftOutcome> {
  const stored = await getLiveDraft(leagueId);
  const state = must(stored?.record?.state, "the live draft");
  const { named } = await liveContext(leagueId);
  const players = { ...inputs.players };
  for (const p of state.picks) if (p.playerId !== null && named[p.playerId]) players[p.playerId] = named[p.playerId];
  return toDraftOutcome(state, { players, participants: inputs.participants });
}
