import { JOIN_PAGE_LOGIN_REDIRECT_DELAY_MS } from "@shared/constants";
import { toast } from "@/components/ui/toast-store";
import { ApiError, failureToast } from "@/lib/api-error";
import { loginUrl } from "@/lib/paths";
import { problems, toasts } from "@shared/messages";

/** product.md §8.1–8.2 for the join page: which toast a failed join shows, and when to sign in again. */
export function reportJoinPageFailure(error: unknown, code: string): void {
  const status = error instanceof ApiError ? error.status : 0;
  const text = error instanceof Error ? error.message : "";
  if (status === 401 || /Unauthorized|Authentication/.test(text)) {
    toast({ ...toasts.joinNeedsSignIn, variant: "destructive" });
    window.setTimeout(() => window.location.assign(loginUrl(`/join-league?code=${code}`)), JOIN_PAGE_LOGIN_REDIRECT_DELAY_MS);
    return;
  }
  const apiCode = error instanceof ApiError ? error.code : undefined;
  if (apiCode === "ALREADY_JOINED") {
    toast(toasts.alreadyJoined);
    return;
  }
  if (apiCode === "LEAGUE_NOT_FOUND") {
    toast({ ...problems.leagueCodeUnknown.toast, variant: "destructive" });
    return;
  }
  toast(failureToast(toasts.joinFailed, error));
}
