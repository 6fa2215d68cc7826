import { lazy, Suspense, useDeferredValue } from "react";
import { PageSpinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/auth/get-current-user";
import { ServiceUnavailable } from "./service-unavailable";

// Each route table (with its layout and the router) loads only for who is looking: a visitor on
// the landing page never downloads or runs the signed-in shell, and the other way round. The
// page's entry (start.ts) has usually begun loading the right one before this code runs.
const SignedInApp = lazy(async () => ({ default: (await import("./signed-in-routes")).SignedInApp }));
const SignedOutApp = lazy(async () => ({ default: (await import("./signed-out-routes")).SignedOutApp }));

/** Picks the route table by who is looking; a spinner while that is not yet known. */
export function App() {
  const { user, isLoading, error, mutate } = useCurrentUser();
  // The table is chosen in a background pass (a transition) inside a boundary that is already on
  // screen, so React waits in place, spinner showing, for the table's and the first screen's code
  // (started early by start.ts) instead of committing a Suspense fallback: React holds any reveal
  // that comes within 300 ms of a fallback, and the board's header waited ~200 ms on that (issue 15, web7).
  const shown = useDeferredValue(isLoading ? "loading" : error ? "error" : user ? "signed-in" : "signed-out");
  return (
    <Suspense fallback={<PageSpinner />}>
      {shown === "loading" ? (
        <PageSpinner />
      ) : shown === "error" ? (
        <ServiceUnavailable onRetry={() => mutate()} />
      ) : shown === "signed-in" ? (
        <SignedInApp />
      ) : (
        <SignedOutApp />
      )}
    </Suspense>
  );
}
