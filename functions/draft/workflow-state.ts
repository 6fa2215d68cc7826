/**
 * What travels between the draft workflow's states: ids and flags only. The inputs, results and
 * audit log live in the run record, so the state stays far below Step Functions' 256 KB limit
 * whatever the size of the league.
 */
export interface DraftWorkflowState {
  leagueId: string;
  runId: string;
  mode: "simulate" | "execute";
  /** The main draft (absent) or a January window draft, which runs the window's steps (functions/window/steps.ts). */
  kind?: "main" | "window";
  executionType: "simulation" | "final_execution" | "re_execution";
  seed: string;
  /**
   * When the run was asked for: its record's creation time, set once by the API so that every
   * step (a retried one too) agrees on it without reading the record back. Main draft runs carry
   * it; window runs (functions/window/run.ts) and runs started before it existed read the record.
   */
  startedAt?: string;
  /** For an execution: the reviewed simulation it must reproduce. */
  simulationRunId?: string;
  actor: { userId: string; username: string };
  ok?: boolean;
  failure?: { Error?: string; Cause?: string };
}

export type DraftStep = "gather" | "draft" | "saveSimulation" | "adopt" | "publish" | "recordFailure";

export interface DraftStepEvent {
  step: DraftStep;
  state: DraftWorkflowState;
}

/**
 * The gather step's answer when an execution no longer matches its simulation: an expected
 * refusal, so it is returned as the state's failure (the workflow's "Refused" choice records it)
 * rather than thrown, which Lambda would log as an invocation error in the creator's Errors tab.
 * The API turns it into "simulate again".
 */
export function simulationStale(state: DraftWorkflowState, cause: string): DraftWorkflowState {
  return { ...state, failure: { Error: "SimulationStale", Cause: cause } };
}
