import { ApiError } from "@/lib/api-error";
/** What a failed execute call or run means for the screen (server codes from functions/draft/decide.ts). */
export type ExecuteFailure =
  | { kind: "choose-archive" }
  | { kind: "critical"; details: string }
  | { kind: "stale"; details: string }
  | { kind: "no-simulation" }
  | { kind: "live" }
  | { kind: "other" };

interface DraftErrorBody {
  details?: string;
}

const CRITICAL_FALLBACK = "Some users would not receive their full 3 picks. Please re-randomize the draft order and try again.";

export function classifyExecuteError(error: unknown): ExecuteFailure {
  if (!(error instanceof ApiError)) return { kind: "other" };
  const body = (error.body ?? {}) as DraftErrorBody;
  switch (error.code) {
    case "ARCHIVE_CHOICE_REQUIRED":
      return { kind: "choose-archive" };
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
