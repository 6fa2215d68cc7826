import { lazy, Suspense, type ReactElement } from "react";
import { NotFound } from "@/components/not-found";
import { screen } from "./screen";
import { RouteTableApp, type RouteTable } from "./route-table";
import { SignedInLayout } from "./layouts/signed-in-layout";

const LiveDraftLink = lazy(async () => ({ default: (await import("@/features/draft-room/components/live-draft-link")).LiveDraftLink }));

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
  "/": withLiveDraftLink(screen(() => import("@/features/leaderboard/components/leaderboard-page"), "LeaderboardPage")),
  "/leaderboard": withLiveDraftLink(screen(() => import("@/features/leaderboard/components/leaderboard-page"), "LeaderboardPage")),
  "/leaderboard-desktop": screen(() => import("@/features/leaderboard/components/leaderboard-page"), "LeaderboardDesktopPage"),
  "/home": withLiveDraftLink(screen(() => import("@/features/home/components/home-page"), "HomePage")),
  "/join-league": screen(() => import("@/features/join-league/components/join-league-page"), "JoinLeaguePage"),
  "/profile": screen(() => import("@/features/profile/components/profile-page"), "ProfilePage"),
  "/profile-settings": screen(() => import("@/features/profile/components/profile-settings-page"), "ProfileSettingsPage"),
  "/dashboard": screen(() => import("@/features/dashboard/components/dashboard-page"), "DashboardPage"),
  "/enhanced-user-management": screen(
    () => import("@/features/user-admin/components/enhanced-user-management-page"),
    "EnhancedUserManagementPage",
  ),
  "/register": screen(() => import("@/features/picks/components/register-page"), "RegisterPage"),
  "/original-picks": screen(() => import("@/features/picks/components/original-picks-page"), "OriginalPicksPage"),
  "/verification": screen(() => import("@/features/verification/components/verification-page"), "VerificationPage"),
  "/user-management": screen(() => import("@/features/user-management/components/user-management-page"), "UserManagementPage"),
  "/backups": screen(() => import("@/features/backups/components/backups-page"), "BackupsPage"),
  "/notifications-test": screen(() => import("@/features/notifications/components/notifications-test-page"), "NotificationsTestPage"),
  "/creator": screen(() => import("@/features/creator/components/creator-page"), "CreatorPage"),
  "/faq": screen(() => import("@/features/faq/components/faq-page"), "FaqPage"),
  "/updates": screen(() => import("@/features/updates/components/updates-page"), "UpdatesPage"),
  "/draft-room": screen(() => import("@/features/draft-room/components/draft-room-page"), "DraftRoomPage"),
  "/window": screen(() => import("@/features/window/components/window-page"), "WindowPage"),
  "*": <NotFound homePath="/home" />,
};

export function SignedInApp() {
  return <RouteTableApp layout={<SignedInLayout />} routes={routes} />;
}
