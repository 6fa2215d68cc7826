import { lazy, Suspense } from "react";
import { PageSpinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/session/get-current-user";
import { ServiceUnavailable } from "./service-unavailable";

// Each route table (with its layout and the router) loads only for who is looking: a visitor on
// the landing page never downloads or runs the signed-in shell, and the other way round. The
// page's entry (start.ts) has usually begun loading the right one before this code runs.
const SignedInApp = lazy(async () => ({ default: (await import("./signed-in-routes")).SignedInApp }));
const SignedOutApp = lazy(async () => ({ default: (await import("./signed-out-routes")).SignedOutApp }));

/** Picks the route table by who is looking; a spinner while that is not yet known. */
export function App() {
  const { user, isLoading, error, mutate } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (error) return <ServiceUnavailable onRetry={() => mutate()} />;
  return <Suspense fallback={<PageSpinner />}>{user ? <SignedInApp /> : <SignedOutApp />}</Suspense>;
}
