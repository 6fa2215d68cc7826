import { ApiError } from "@/lib/api-error";
import type { Simulation } from "../types";

/** What a failed execute call means for the screen (server codes from functions/draft/decide.ts). */
export type ExecuteFailure =
  | { kind: "choose-archive" }
  | { kind: "review"; simulation: Simulation }
  | { kind: "critical"; details: string }
  | { kind: "stale"; details: string }
  | { kind: "no-simulation" }
  | { kind: "live" }
  | { kind: "other" };

interface DraftErrorBody {
  details?: string;
  simulation?: Simulation;
}

const CRITICAL_FALLBACK = "Some users would not receive their full 3 picks. Please re-randomize the draft order and try again.";

export function classifyExecuteError(error: unknown): ExecuteFailure {
  if (!(error instanceof ApiError)) return { kind: "other" };
  const body = (error.body ?? {}) as DraftErrorBody;
  switch (error.code) {
    case "ARCHIVE_CHOICE_REQUIRED":
      return { kind: "choose-archive" };
    case "REVIEW_REQUIRED":
      return body.simulation ? { kind: "review", simulation: body.simulation } : { kind: "other" };
    case "CRITICAL_DRAFT_ERROR":
      return { kind: "critical", details: body.details || CRITICAL_FALLBACK };
    case "SIMULATION_STALE":
      return { kind: "stale", details: body.details || error.serverMessage };
    case "NO_SIMULATION":
      return { kind: "no-simulation" };
    case "LEAGUE_LIVE":
      return { kind: "live" };
    default:
      return { kind: "other" };
  }
}
