import type { DraftParticipant } from "./types";

/** What changed since a simulation ran (the answer's `outOfDate`); the names are as the league shows them now. */
export interface SimulationChanges {
  /** Drafting now, not in the simulation: joined, or restored from the archive. */
  joined: string[];
  /** In the simulation, not drafting now: removed or archived. */
  left: string[];
  /**
   * Drafting now with no picks at all. The snake cannot give them 3 players whatever the order,
   * so the way on is to archive them (or wait for their picks), never to re-randomise.
   */
  withoutPicks: Array<{ id: string; username: string }>;
}

/**
 * Who joined and who left between a simulation's results and the members drafting now, and who
 * of the latter has no picks. Called once the fingerprints differ: empty lists then mean that
 * someone's ranked list changed.
 */
export function simulationChanges(
  simulated: ReadonlyArray<{ membershipId: string; username: string }>,
  drafting: readonly DraftParticipant[],
): SimulationChanges {
  const before = new Set(simulated.map((r) => r.membershipId));
  const now = new Set(drafting.map((p) => p.id));
  return {
    joined: drafting.filter((p) => !before.has(p.id)).map((p) => p.username),
    left: simulated.filter((r) => !now.has(r.membershipId)).map((r) => r.username),
    withoutPicks: drafting.filter((p) => p.selections.length === 0).map((p) => ({ id: p.id, username: p.username })),
  };
}
