import { League } from "./entities/league";
import { newId } from "./ids";
import { isConditionFailure } from "./condition-failure";

/** A board version no earlier one can equal (see the League entity's `boardVersion`). */
export const freshBoardVersion = () => newId();

/**
 * Marks the league's board changed after a write that changed what it shows but not the league
 * item itself (a member's row, pick count, settled picks). Written after the change, so a reader
 * that sees the new version reads the new data. A league deleted meanwhile has no board to mark.
 */
export async function boardChanged(leagueId: string): Promise<void> {
  try {
    await League.patch({ leagueId }).set({ boardVersion: freshBoardVersion() }).go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
