import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { NotFound } from "@/components/not-found";
import { PageSpinner } from "@/components/ui/spinner";
import { SIGN_IN_FIRST_PATHS } from "@/lib/session/signed-in-paths";
import { screen } from "./screen";
import { RouteTableApp, type RouteTable } from "./route-table";

const signInRequired = screen(() => import("@/components/session/sign-in-required"), "SignInRequired");

const SignedOutShell = () => (
  <Suspense fallback={<PageSpinner />}>
    <Outlet />
  </Suspense>
);

/**
 * Signed-out route table (product.md §2). /join-league is here too so that an invitation opened
 * while signed out explains itself and goes through sign-in (product.md §2 'Join League page'); so are
 * /creator ('Authentication Required') and /faq, /updates (the 'Unauthorized' toast, then sign-in).
 * Every other signed-in screen offers sign-in and comes back to its address.
 */
const routes: RouteTable = {
  "/": screen(() => import("@/features/leagues/components/landing/landing-page"), "LandingPage"),
  "/register": screen(() => import("@/features/leagues/components/get-started/get-started-page"), "GetStartedPage"),
  "/multi-league": screen(() => import("@/features/leagues/components/get-started/get-started-page"), "GetStartedPage"),
  "/join-league": screen(() => import("@/features/leagues/components/join-league/join-league-signed-out"), "JoinLeagueSignedOut"),
  "/creator": screen(() => import("@/features/creator/components/creator-signed-out"), "CreatorSignedOut"),
  "/faq": screen(() => import("@/components/session/unauthorized-redirect"), "UnauthorizedRedirect"),
  "/updates": screen(() => import("@/components/session/unauthorized-redirect"), "UnauthorizedRedirect"),
  ...Object.fromEntries(SIGN_IN_FIRST_PATHS.map((path) => [path, signInRequired])),
  // A mail's unsubscribe link lands here and must work without signing in; without a
  // token it offers sign-in like the other signed-in screens.
  "/profile-settings": screen(() => import("@/features/notifications/components/unsubscribe-signed-out"), "UnsubscribeSignedOut"),
  "*": <NotFound />,
};

export function SignedOutApp() {
  return <RouteTableApp layout={<SignedOutShell />} routes={routes} />;
}
