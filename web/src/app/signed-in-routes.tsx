import { useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { NotFound } from "@/components/not-found";
import { lazyPage } from "./lazy-page";
import { SignedInLayout } from "./layouts/signed-in-layout";

const LeaderboardPage = lazyPage(() => import("@/features/leaderboard/components/leaderboard-page"), "LeaderboardPage");
const LeaderboardDesktopPage = lazyPage(() => import("@/features/leaderboard/components/leaderboard-page"), "LeaderboardDesktopPage");
const HomePage = lazyPage(() => import("@/features/home/components/home-page"), "HomePage");
const JoinLeaguePage = lazyPage(() => import("@/features/join-league/components/join-league-page"), "JoinLeaguePage");
const ProfilePage = lazyPage(() => import("@/features/profile/components/profile-page"), "ProfilePage");
const DashboardPage = lazyPage(() => import("@/features/dashboard/components/dashboard-page"), "DashboardPage");
const EnhancedUserManagementPage = lazyPage(
  () => import("@/features/user-admin/components/enhanced-user-management-page"),
  "EnhancedUserManagementPage",
);
const ProfileSettingsPage = lazyPage(() => import("@/features/profile/components/profile-settings-page"), "ProfileSettingsPage");
const RegisterPage = lazyPage(() => import("@/features/picks/components/register-page"), "RegisterPage");
const OriginalPicksPage = lazyPage(() => import("@/features/picks/components/original-picks-page"), "OriginalPicksPage");
const VerificationPage = lazyPage(() => import("@/features/verification/components/verification-page"), "VerificationPage");
const UserManagementPage = lazyPage(() => import("@/features/user-management/components/user-management-page"), "UserManagementPage");
const BackupsPage = lazyPage(() => import("@/features/backups/components/backups-page"), "BackupsPage");
const NotificationsTestPage = lazyPage(
  () => import("@/features/notifications/components/notifications-test-page"),
  "NotificationsTestPage",
);
const CreatorPage = lazyPage(() => import("@/features/creator/components/creator-page"), "CreatorPage");
const FaqPage = lazyPage(() => import("@/features/faq/components/faq-page"), "FaqPage");
const WindowPage = lazyPage(() => import("@/features/window/components/window-page"), "WindowPage");
const UpdatesPage = lazyPage(() => import("@/features/updates/components/updates-page"), "UpdatesPage");

/** Signed-in route table (spec §2). Screens of later issues are added here and in nav-items.ts. */
const createSignedInRouter = () =>
  createBrowserRouter([
    {
      element: <SignedInLayout />,
      children: [
        { path: "/", element: <LeaderboardPage /> },
        { path: "/leaderboard", element: <LeaderboardPage /> },
        { path: "/leaderboard-desktop", element: <LeaderboardDesktopPage /> },
        { path: "/home", element: <HomePage /> },
        { path: "/join-league", element: <JoinLeaguePage /> },
        { path: "/profile", element: <ProfilePage /> },
        { path: "/profile-settings", element: <ProfileSettingsPage /> },
        { path: "/dashboard", element: <DashboardPage /> },
        { path: "/enhanced-user-management", element: <EnhancedUserManagementPage /> },
        { path: "/register", element: <RegisterPage /> },
        { path: "/original-picks", element: <OriginalPicksPage /> },
        { path: "/verification", element: <VerificationPage /> },
        { path: "/user-management", element: <UserManagementPage /> },
        { path: "/backups", element: <BackupsPage /> },
        { path: "/notifications-test", element: <NotificationsTestPage /> },
        { path: "/creator", element: <CreatorPage /> },
        { path: "/faq", element: <FaqPage /> },
        { path: "/updates", element: <UpdatesPage /> },
        { path: "/window", element: <WindowPage /> },
        { path: "*", element: <NotFound homePath="/home" /> },
      ],
    },
  ]);

/** The router for this table, made once per mount (signing in or out mounts the other table). */
export function SignedInApp() {
  const [router] = useState(createSignedInRouter);
  return <RouterProvider router={router} />;
}
