import { lazy, Suspense, useEffect } from "react";
import { contract } from "@shared/contract/routes";
import { PageSpinner } from "@/components/ui/spinner";
import { preloadCall } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth/get-current-user";
import { ServiceUnavailable } from "./service-unavailable";

// Each route table (with its layout and the router) loads only for who is looking: a visitor on
// the landing page never downloads or runs the signed-in shell, and the other way round.
const SignedInApp = lazy(async () => ({ default: (await import("./signed-in-routes")).SignedInApp }));
const SignedOutApp = lazy(async () => ({ default: (await import("./signed-out-routes")).SignedOutApp }));

/** Where most signed-in visits land: the board, whose code and leagues are fetched with the route table. */
const BOARD_PATHS = ["/", "/leaderboard"];

/** Picks the route table by who is looking; a spinner while that is not yet known. */
export function App() {
  const { user, isLoading, error, mutate } = useCurrentUser();
  const userId = user?.id;
  // Once someone is known to be signed in, what every signed-in screen reads first (their leagues)
  // and the board's code load alongside the route table instead of one after the other.
  useEffect(() => {
    if (!userId) return;
    preloadCall(contract.auth.userLeagues);
    if (BOARD_PATHS.includes(window.location.pathname)) void import("@/features/leaderboard/components/leaderboard-page");
  }, [userId]);
  if (isLoading) return <PageSpinner />;
  if (error) return <ServiceUnavailable onRetry={() => mutate()} />;
  return <Suspense fallback={<PageSpinner />}>{user ? <SignedInApp /> : <SignedOutApp />}</Suspense>;
}
