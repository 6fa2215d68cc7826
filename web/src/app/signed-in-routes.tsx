import { lazy, Suspense, type ReactElement } from "react";
import { NotFound } from "@/components/not-found";
import { screen } from "./screen";
import { RouteTableApp, type RouteTable } from "./route-table";
import { SignedInLayout } from "./layouts/signed-in-layout";

const LiveDraftLink = lazy(async () => ({ default: (await import("@/features/live-draft/components/live-draft-link")).LiveDraftLink }));

/**
 * A screen with the way into the live draft room above it while the league's draft is on: the
 * room's feature composed here, so the screens themselves know nothing of it. Loaded beside the
 * screen, never in its way.
 */
const withLiveDraftLink = (element: ReactElement) => (
  <>
    <Suspense fallback={null}>
      <LiveDraftLink />
    </Suspense>
    {element}
  </>
);

/** Signed-in route table (product.md §2). Screens of later issues are added here and in nav-items.ts. */
const routes: RouteTable = {
  "/": withLiveDraftLink(screen(() => import("./routes/leaderboard"), "LeaderboardRoute")),
  "/leaderboard": withLiveDraftLink(screen(() => import("./routes/leaderboard"), "LeaderboardRoute")),
  "/leaderboard-desktop": screen(() => import("./routes/leaderboard"), "LeaderboardDesktopRoute"),
  "/home": withLiveDraftLink(screen(() => import("./routes/home"), "HomeRoute")),
  "/join-league": screen(() => import("@/features/leagues/components/join-league/join-league-page"), "JoinLeaguePage"),
  "/profile": screen(() => import("./routes/profile"), "ProfileRoute"),
  "/profile-settings": screen(() => import("./routes/profile"), "ProfileSettingsRoute"),
  "/dashboard": screen(() => import("./routes/league-admin"), "DashboardRoute"),
  "/enhanced-user-management": screen(() => import("./routes/league-admin"), "EnhancedUserManagementRoute"),
  "/register": screen(() => import("./routes/picks"), "RegisterRoute"),
  "/original-picks": screen(() => import("./routes/picks"), "OriginalPicksRoute"),
  "/verification": screen(() => import("./routes/creator"), "VerificationRoute"),
  "/user-management": screen(() => import("./routes/league-admin"), "UserManagementRoute"),
  "/backups": screen(() => import("@/features/backups/components/backups-page"), "BackupsPage"),
  "/notifications-test": screen(() => import("@/features/notifications/components/notifications-test-page"), "NotificationsTestPage"),
  "/creator": screen(() => import("./routes/creator"), "CreatorRoute"),
  "/faq": screen(() => import("@/features/faq/components/faq-page"), "FaqPage"),
  "/updates": screen(() => import("@/features/updates/components/updates-page"), "UpdatesPage"),
  "/window": screen(() => import("./routes/picks"), "WindowRoute"),
  "/draft-room": screen(() => import("./routes/draft-room"), "LiveDraftRoute"),
  "/chat": screen(() => import("@/features/chat/components/chat-page"), "ChatPage"),
  "*": <NotFound homePath="/home" />,
};

export function SignedInApp() {
  return <RouteTableApp layout={<SignedInLayout />} routes={routes} />;
}
