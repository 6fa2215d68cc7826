import { useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import { JOIN_PAGE_LOGIN_REDIRECT_DELAY_MS } from "@shared/constants";
import { PageSpinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { loginUrl } from "@/lib/paths";
import { toasts } from "@shared/messages";

/** /join-league while signed out: say why, then sign in and come back with the same code. */
export function JoinLeagueSignedOut() {
  const [params] = useSearchParams();
  const code = params.get("code");

  useEffect(() => {
    toast(toasts.joinSignInFirst);
    const back = code ? `/join-league?code=${encodeURIComponent(code.toUpperCase())}` : "/join-league";
    const timer = window.setTimeout(() => window.location.assign(loginUrl(back)), JOIN_PAGE_LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [code]);

  return <PageSpinner />;
}
