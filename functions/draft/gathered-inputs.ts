import { must } from "../../shared/must";
import { unpackJson } from "../data/table/compress";
import { getRun } from "../data/stores/draft-store";
import type { DraftWorkflowState } from "./workflow-state";

/**
 * The inputs a workflow's Gather step stored with its run, for the step after it (the main draft's
 * and the January window's). That step runs next in the same warm environment (Lambda reuses it;
 * locally it is the one warm worker), so it takes them from here instead of reading back and
 * unpacking what was just written. Only a gather that created the record keeps them: a retried one
 * that found the record may have gathered other data.
 */
export function gatheredInputs<T>(runName: string) {
  let last: { runId: string; inputs: T } | undefined;
  return {
    keep(state: DraftWorkflowState, inputs: T, created: boolean): void {
      last = created ? { runId: state.runId, inputs } : undefined;
    },
    async read(state: DraftWorkflowState): Promise<T> {
      if (last?.runId === state.runId) return last.inputs;
      const run = must(await getRun(state.leagueId, state.runId, ["inputsGz"]), runName);
      return must(unpackJson<T>(run.inputsGz), "the run's inputs");
    },
  };
}
