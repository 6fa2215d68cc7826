import { Suspense, useState } from "react";
import { Outlet, RouterProvider, createBrowserRouter } from "react-router-dom";
import { NotFound } from "@/components/not-found";
import { PageSpinner } from "@/components/ui/spinner";
import { SIGN_IN_FIRST_PATHS } from "@/lib/auth/signed-in-paths";
import { lazyPage } from "./lazy-page";

const LandingPage = lazyPage(() => import("@/features/landing/components/landing-page"), "LandingPage");
const GetStartedPage = lazyPage(() => import("@/features/get-started/components/get-started-page"), "GetStartedPage");
const JoinLeagueSignedOut = lazyPage(() => import("@/features/join-league/components/join-league-signed-out"), "JoinLeagueSignedOut");
const CreatorSignedOut = lazyPage(() => import("@/features/creator/components/creator-signed-out"), "CreatorSignedOut");
const SignInRequired = lazyPage(() => import("@/components/auth/sign-in-required"), "SignInRequired");
const UnsubscribeSignedOut = lazyPage(() => import("@/features/notifications/components/unsubscribe-signed-out"), "UnsubscribeSignedOut");
const UnauthorizedRedirect = lazyPage(() => import("@/components/auth/unauthorized-redirect"), "UnauthorizedRedirect");

const SignedOutShell = () => (
  <Suspense fallback={<PageSpinner />}>
    <Outlet />
  </Suspense>
);

/**
 * Signed-out route table (spec §2). /join-league is here too so that an invitation opened
 * while signed out explains itself and goes through sign-in (spec 'Join League page'); so are
 * /creator ('Authentication Required') and /faq, /updates (the 'Unauthorized' toast, then sign-in).
 * Every other signed-in screen offers sign-in and comes back to its address.
 */
const createSignedOutRouter = () =>
  createBrowserRouter([
    {
      element: <SignedOutShell />,
      children: [
        { path: "/", element: <LandingPage /> },
        { path: "/register", element: <GetStartedPage /> },
        { path: "/multi-league", element: <GetStartedPage /> },
        { path: "/join-league", element: <JoinLeagueSignedOut /> },
        { path: "/creator", element: <CreatorSignedOut /> },
        { path: "/faq", element: <UnauthorizedRedirect /> },
        { path: "/updates", element: <UnauthorizedRedirect /> },
        // A mail's unsubscribe link lands here and must work without signing in; without a
        // token it offers sign-in like the other signed-in screens.
        { path: "/profile-settings", element: <UnsubscribeSignedOut /> },
        ...SIGN_IN_FIRST_PATHS.filter((path) => path !== "/profile-settings").map((path) => ({ path, element: <SignInRequired /> })),
        { path: "*", element: <NotFound /> },
      ],
    },
  ]);

/** The router for this table, made once per mount (signing in or out mounts the other table). */
export function SignedOutApp() {
  const [router] = useState(createSignedOutRouter);
  return <RouterProvider router={router} />;
}
