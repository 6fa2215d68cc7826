import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { toast } from "@/components/ui/toast-store";
import { AFTER_JOIN_PATH } from "@/lib/paths";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { createLeague } from "@/features/leagues/lib/create-league";
import { joinLeagueByCode } from "@/features/leagues/lib/join-league";
import { isAlreadyMemberError } from "@/features/leagues/lib/join-messages";
import { decidePendingAction } from "@/features/leagues/lib/pending-action";
import { clearPendingJoin, readPendingJoin } from "@/features/leagues/lib/pending-join";
import { useSelectedLeague } from "@/components/session/selected-league-provider";
import { toasts } from "@shared/messages";
import { failureToast } from "@/lib/api-error";

/**
 * Carries out what a visitor asked for before signing in (product.md §2 'Auto-join behaviour'):
 * an invitation code in the address or in session storage, or a league to create.
 * The join page handles its own `?code=`, so it is left alone there.
 */
export function PendingActions() {
  const { leagues, selectLeague, refreshLeagues, announceCreatedLeague } = useSelectedLeague();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const busy = useRef(false);
  const urlCode = pathname === "/join-league" ? null : params.get("code");

  useEffect(() => {
    if (!leagues || busy.current) return;
    const action = decidePendingAction(urlCode, readPendingJoin(), leagues);
    if (action.kind === "none") return;
    busy.current = true;
    clearPendingJoin();
    const done = () => {
      busy.current = false;
    };

    switch (action.kind) {
      case "already-member":
        selectLeague(action.league.id);
        toast(toasts.alreadyMemberOf(action.league.name));
        navigate("/leaderboard", { replace: true });
        done();
        return;
      case "ask-username":
        navigate(`/join-league?code=${encodeURIComponent(action.code)}`, { replace: true });
        done();
        return;
      case "join":
        joinLeagueByCode(action.code, action.username)
          .then(async (joined) => {
            await refreshLeagues(joined);
            selectLeague(joined.id);
            toast({ ...toasts.joined(joined.name), variant: "success" });
            navigate(AFTER_JOIN_PATH, { replace: true });
          })
          .catch((error) => {
            if (handledAsUnauthorized(error)) return;
            if (isAlreadyMemberError(error)) {
              toast(toasts.alreadyInLeague);
              navigate("/leaderboard", { replace: true });
              return;
            }
            toast({ ...toasts.autoJoinFailed, variant: "destructive" });
            navigate(`/join-league?code=${encodeURIComponent(action.code)}`, { replace: true });
          })
          .finally(done);
        return;
      case "create":
        createLeague(action.name)
          .then(async (created) => {
            await refreshLeagues(created);
            announceCreatedLeague(created);
            toast({ ...toasts.leagueCreated(created.code), variant: "success" });
            navigate("/leaderboard", { replace: true });
          })
          .catch((error) => {
            if (handledAsUnauthorized(error)) return;
            toast(failureToast(toasts.leagueNotCreated, error));
          })
          .finally(done);
    }
  }, [leagues, urlCode, selectLeague, refreshLeagues, announceCreatedLeague, navigate]);

  return null;
}
