import { draftSteps } from "../draft/steps";
import { tickClockLoop, type ClockState } from "../draft/live/clock-tick";
import type { DraftStepEvent, DraftWorkflowState } from "../draft/workflow-state";
import { countDraftRun } from "../lib/metrics";
import { windowSteps } from "../window/steps";

interface LiveClockEvent {
  step: "liveTick";
  clock: ClockState;
}

/** The steps a run ends in, whatever the path through the workflow: where a draft is counted. */
const endings: Partial<Record<DraftStepEvent["step"], "completed" | "failed">> = {
  saveSimulation: "completed",
  adopt: "completed",
  recordFailure: "failed",
};

/**
 * The Lambda behind every Task state of the draft workflow (infra/aws/draft-workflow.ts) and of
 * the live draft's pick clock (infra/aws/live-draft-clock.ts). It sits above `draft/` and
 * `window/`, whose steps it runs, so neither folder imports the other's (window's steps reuse the
 * draft's workflow state, never the reverse).
 */
export async function handler(event: DraftStepEvent | LiveClockEvent): Promise<DraftWorkflowState | ClockState> {
  if (event.step === "liveTick") return tickClockLoop(event.clock);
  // A window run (kind "window") takes the window draft's steps through the same states; both are counted.
  const state = event.state.kind === "window" ? await windowSteps[event.step](event.state) : await draftSteps[event.step](event.state);
  const ending = endings[event.step];
  if (ending) countDraftRun(event.state.mode, ending);
  return state;
}
