import type { DraftOutcome, DraftParticipant, DraftPlayer } from "../../../shared/draft/types";
import { toDraftOutcome } from "../../../shared/live-draft/outcome";
import { must } from "../../../shared/must";
import { liveDraftCredit } from "../../../shared/live-draft/credit";
import { getLeague } from "../../data/stores/leagues-store";
import { getLiveDraft, markLiveDraftExecuted, type StoredLiveDraft } from "../../data/stores/live-draft-store";
import { describeWorkflow, startWorkflow } from "../../lib/workflow";
import { logFailure } from "../../lib/ops-log";
import type { DraftWorkflowState } from "../workflow-state";
import { liveContext } from "./context";

/** A live draft's execution run: one per draft, so a retried last pick, tick or sweep reaches the same run. */
const liveRunId = (draftId: string) => `x-live-${draftId}`;
export const liveDraftIdOf = (runId: string) => runId.replace(/^x-live-/, "");

/**
 * How many times the sweep starts a failed execution again (a Lambda that timed out mid-step on
 * AWS): each attempt is an execution of its own name over the same run, whose steps are idempotent.
 */
const MAX_ATTEMPTS = 3;
const attemptName = (draftId: string, attempt: number) => (attempt === 1 ? liveRunId(draftId) : `${liveRunId(draftId)}-${attempt}`);

/**
 * The execution's input: a pure function of the finished draft and the league before adoption,
 * so every caller (the last pick, the clock, the sweep) starts the same input under the same name,
 * which Step Functions runs once.
 */
async function executionInput(stored: StoredLiveDraft): Promise<DraftWorkflowState> {
  const state = stored.record?.state;
  if (!state || state.status !== "done") throw new Error("only a finished live draft is executed");
  const league = await getLeague(stored.leagueId);
  const runId = liveRunId(stored.draftId);
  return {
    leagueId: stored.leagueId,
    runId,
    mode: "execute",
    kind: "live",
    executionType: league?.hasFinalDraft && league.currentRunId !== runId ? "re_execution" : "final_execution",
    seed: state.seed,
    startedAt: new Date(state.picks.at(-1)?.at ?? state.startedAt).toISOString(),
    actor: liveDraftCredit(state, stored.record?.userIds ?? {}),
  };
}

/**
 * The last pick executes the draft exactly as an executed auto draft does (product.md §10.15): the
 * same workflow gathers the members, stores the outcome of the picks made in the room as the
 * run's results and audit log, adopts it (final picks with their scoring windows, product.md §10.14)
 * and publishes "the draft is done"; its last step marks the draft executed (decision 0270).
 */
export async function executeLiveDraft(stored: StoredLiveDraft): Promise<string> {
  const input = await executionInput(stored);
  await startWorkflow(input.runId, input);
  return input.runId;
}

/**
 * The sweep's look at a finished draft not yet marked executed: a crash between the last pick and
 * the league going live (the host killed, the pick's function gone before it started the
 * workflow, a step that timed out) left it there. Starts its execution when none is running: the
 * first attempt's name when there is none at all (a restarted local host lost it, or it was never
 * started), the next attempt's after a failed one; an execution that succeeded has marked it.
 */
export async function resumeLiveExecution(stored: StoredLiveDraft): Promise<"started" | "running" | "executed" | "given-up"> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const name = attemptName(stored.draftId, attempt);
    const execution = await describeWorkflow(name);
    if (!execution) {
      const input = await executionInput(stored);
      await startWorkflow(name, input);
      return "started";
    }
    if (execution.status === "RUNNING" || execution.status === "PENDING_REDRIVE") return "running";
    if (execution.status === "SUCCEEDED") {
      await markLiveDraftExecuted(stored.leagueId, stored.draftId);
      return "executed";
    }
  }
  // The runs record why; the Errors tab shows the draft that needs a hand.
  logFailure(
    new Error(`live draft ${stored.draftId} of league ${stored.leagueId}: its execution failed ${MAX_ATTEMPTS} times`),
    stored.draftId,
    "job-live-draft-clock",
  );
  return "given-up";
}

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
