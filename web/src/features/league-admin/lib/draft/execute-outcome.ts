import { ApiError } from "@/lib/api-error";
import { toasts } from "@shared/messages";
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

export function classifyExecuteError(error: unknown): ExecuteFailure {
  if (!(error instanceof ApiError)) return { kind: "other" };
  const body = (error.body ?? {}) as DraftErrorBody;
  switch (error.code) {
    case "ARCHIVE_CHOICE_REQUIRED":
      return { kind: "choose-archive" };
    case "CRITICAL_DRAFT_ERROR":
      return { kind: "critical", details: body.details || toasts.draftNotExecutable.description };
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
