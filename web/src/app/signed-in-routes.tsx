import { NotFound } from "@/components/not-found";
import { screen } from "./screen";
import { RouteTableApp, type RouteTable } from "./route-table";
import { SignedInLayout } from "./layouts/signed-in-layout";

/** Signed-in route table (product.md §2). Screens of later issues are added here and in nav-items.ts. */
const routes: RouteTable = {
  "/": screen(() => import("@/features/leaderboard/components/leaderboard-page"), "LeaderboardPage"),
  "/leaderboard": screen(() => import("@/features/leaderboard/components/leaderboard-page"), "LeaderboardPage"),
  "/leaderboard-desktop": screen(() => import("@/features/leaderboard/components/leaderboard-page"), "LeaderboardDesktopPage"),
  "/home": screen(() => import("@/features/home/components/home-page"), "HomePage"),
  "/join-league": screen(() => import("@/features/leagues/components/join-league/join-league-page"), "JoinLeaguePage"),
  "/profile": screen(() => import("@/features/profile/components/profile-page"), "ProfilePage"),
  "/profile-settings": screen(() => import("@/features/profile/components/profile-settings-page"), "ProfileSettingsPage"),
  "/dashboard": screen(() => import("@/features/league-admin/components/dashboard/dashboard-page"), "DashboardPage"),
  "/enhanced-user-management": screen(
    () => import("@/features/league-admin/components/user-admin/enhanced-user-management-page"),
    "EnhancedUserManagementPage",
  ),
  "/register": screen(() => import("@/features/picks/components/register-page"), "RegisterPage"),
  "/original-picks": screen(() => import("@/features/picks/components/original-picks-page"), "OriginalPicksPage"),
  "/verification": screen(() => import("@/features/creator/components/verification/verification-page"), "VerificationPage"),
  "/user-management": screen(() => import("@/features/league-admin/components/user-management/user-management-page"), "UserManagementPage"),
  "/backups": screen(() => import("@/features/backups/components/backups-page"), "BackupsPage"),
  "/notifications-test": screen(() => import("@/features/notifications/components/notifications-test-page"), "NotificationsTestPage"),
  "/creator": screen(() => import("@/features/creator/components/creator-page"), "CreatorPage"),
  "/faq": screen(() => import("@/features/faq/components/faq-page"), "FaqPage"),
  "/updates": screen(() => import("@/features/updates/components/updates-page"), "UpdatesPage"),
  "/window": screen(() => import("@/features/picks/components/window/window-page"), "WindowPage"),
  "*": <NotFound homePath="/home" />,
};

export function SignedInApp() {
  return <RouteTableApp layout={<SignedInLayout />} routes={routes} />;
}
