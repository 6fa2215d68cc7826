import { getLeague } from "../../data/leagues-store";
import type { StoredLiveDraft } from "../../data/live-draft-store";
import { startWorkflow } from "../../lib/workflow";
import type { DraftWorkflowState } from "../workflow-state";

/** A live draft's execution run: one per draft, so a retried last pick or tick reaches the same run. */
const liveRunId = (draftId: string) => `x-live-${draftId}`;

/**
 * The last pick executes the draft exactly as an executed auto draft does (product.md §10.15): the
 * same workflow gathers the members, stores the outcome of the picks made in the room as the
 * run's results and audit log, adopts it (final picks with their scoring windows, product.md §10.14)
 * and publishes "the draft is done". Started by name, so every caller reaches one execution.
 */
export async function executeLiveDraft(stored: StoredLiveDraft, actor: { userId: string; username: string }): Promise<string> {
  const state = stored.record?.state;
  if (!state || state.status !== "done") throw new Error("only a finished live draft is executed");
  const league = await getLeague(stored.leagueId);
  const runId = liveRunId(stored.draftId);
  const input: DraftWorkflowState = {
    leagueId: stored.leagueId,
    runId,
    mode: "execute",
    kind: "live",
    executionType: league?.hasFinalDraft ? "re_execution" : "final_execution",
    seed: state.seed,
    startedAt: new Date(state.picks.at(-1)?.at ?? Date.now()).toISOString(),
    actor,
  };
  await startWorkflow(runId, input);
  return runId;
}
