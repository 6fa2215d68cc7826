import { LOGIN_REDIRECT_DELAY_MS } from "@shared/constants";
import { toast } from "@/components/ui/toast-store";
import { isUnauthorizedError } from "@/lib/api-error";
import { loginUrl } from "@/lib/paths";
import { toasts } from "@shared/messages";

let redirecting = false;

/**
 * product.md §8.1: an expired session shows one toast and goes back through sign-in, returning to
 * the screen the user was on. Several failing calls at once still redirect only once.
 */
export function handleUnauthorized(delayMs = LOGIN_REDIRECT_DELAY_MS): void {
  if (redirecting) return;
  redirecting = true;
  toast({ ...toasts.loggedOut, variant: "destructive" });
  const here = window.location.pathname + window.location.search;
  window.setTimeout(() => window.location.assign(loginUrl(here)), delayMs);
}

/** True when the error was a lost session and has been dealt with; screens then stay quiet. */
export function handledAsUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  handleUnauthorized();
  return true;
}
