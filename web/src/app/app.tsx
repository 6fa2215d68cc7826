import { useMemo } from "react";
import { RouterProvider } from "react-router-dom";
import { PageSpinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/auth/get-current-user";
import { ServiceUnavailable } from "./service-unavailable";
import { createSignedInRouter } from "./signed-in-routes";
import { createSignedOutRouter } from "./signed-out-routes";

/** Picks the route table by who is looking; a spinner while that is not yet known. */
export function App() {
  const { user, isLoading, error, mutate } = useCurrentUser();
  const signedIn = Boolean(user);
  const router = useMemo(
    () => (isLoading || error ? null : signedIn ? createSignedInRouter() : createSignedOutRouter()),
    [signedIn, isLoading, error],
  );
  if (isLoading) return <PageSpinner />;
  if (error || !router) return <ServiceUnavailable onRetry={() => mutate()} />;
  return <RouterProvider router={router} />;
}
