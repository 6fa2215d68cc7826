import { messages, toasts, type ToastText } from "@shared/messages";
import { ApiError } from "@/lib/api-error";

/** product.md §8.2 "Join server messages": what a failed join by code tells the user. */
export function joinFailureToast(error: unknown): ToastText {
  const server = error instanceof ApiError ? error.serverMessage : "";
  const code = error instanceof ApiError ? error.code : undefined;
  if (code === "ALREADY_JOINED" || server === messages.alreadyJoined) return toasts.joinAlreadyJoined;
  if (code === "LEAGUE_NOT_FOUND" || server === messages.leagueNotFound) return toasts.joinCodeUnknown;
  if (code === "LEAGUE_LIVE" || server.includes("already live")) return toasts.joinLeagueLive;
  return toasts.joinCodeFailed;
}

/** An automatic join that hits an existing membership is not a failure: go to the league. */
export function isAlreadyMemberError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.code === "ALREADY_JOINED" || /already (joined|in) this league/i.test(error.serverMessage);
}
