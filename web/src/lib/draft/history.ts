import { DRAFT_HISTORY_LIMIT } from "@shared/constants";
import type { ExecutionType, HistoryEntry } from "@shared/contract/responses";

export const EXECUTION_TYPE_LABEL: Record<ExecutionType, string> = {
  simulation: "Simulation",
  final_execution: "Final Execution",
  re_execution: "Re-Execution",
};

const isExecution = (e: HistoryEntry) => e.executionType !== "simulation" && e.status === "completed";

/** The newest completed execution (history comes newest first): the league's final draft. */
export const latestExecution = (history: readonly HistoryEntry[] | undefined) => history?.find(isExecution);

/** product.md §9: the Draft tab lists the latest 5 entries. */
export const latestEntries = (history: readonly HistoryEntry[] | undefined) => (history ?? []).slice(0, DRAFT_HISTORY_LIMIT);
