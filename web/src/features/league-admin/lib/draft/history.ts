import { DRAFT_HISTORY_LIMIT } from "@shared/constants";
import type { ExecutionType, HistoryEntry } from "@shared/contract/responses";

const EXECUTION_TYPE_LABEL: Record<ExecutionType, string> = {
  simulation: "Simulation",
  final_execution: "Final Execution",
  re_execution: "Re-Execution",
};

const WINDOW_EXECUTION_TYPE_LABEL: Record<ExecutionType, string> = {
  simulation: "January Window Simulation",
  final_execution: "January Window Execution",
  re_execution: "January Window Re-Execution",
};

/** What the history calls a run: the January window's runs are named as the window's, not the main draft's. */
export const runLabel = (entry: Pick<HistoryEntry, "kind" | "executionType">) =>
  (entry.kind === "window" ? WINDOW_EXECUTION_TYPE_LABEL : EXECUTION_TYPE_LABEL)[entry.executionType];

const isExecution = (e: HistoryEntry) => e.kind !== "window" && e.executionType !== "simulation" && e.status === "completed";

/** The newest completed execution of the main draft (history comes newest first); the window's runs are not it. */
export const latestExecution = (history: readonly HistoryEntry[] | undefined) => history?.find(isExecution);

/** product.md §9: the Draft tab lists the latest 5 entries. */
export const latestEntries = (history: readonly HistoryEntry[] | undefined) => (history ?? []).slice(0, DRAFT_HISTORY_LIMIT);
