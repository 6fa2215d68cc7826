// The league admin screens (/dashboard, /enhanced-user-management, /user-management), with deleting
// the league and a member's original picks composed in (decision 0260, features hold their own code).
import { DashboardPage } from "@/features/league-admin/components/dashboard/dashboard-page";
import { EnhancedUserManagementPage } from "@/features/league-admin/components/user-admin/enhanced-user-management-page";
import { UserManagementPage } from "@/features/league-admin/components/user-management/user-management-page";
import { LeagueAdminPiecesProvider, type LeagueAdminPieces } from "@/features/league-admin/pieces";
import { DeleteLeagueCard } from "@/features/leagues/components/delete-league-card";
import { useOriginalSelections } from "@/features/picks/api/get-original-selections";

const pieces: LeagueAdminPieces = { DeleteLeagueCard, useOriginalSelections };

export const DashboardRoute = () => (
  <LeagueAdminPiecesProvider pieces={pieces}>
    <DashboardPage />
  </LeagueAdminPiecesProvider>
);

export const EnhancedUserManagementRoute = () => (
  <LeagueAdminPiecesProvider pieces={pieces}>
    <EnhancedUserManagementPage />
  </LeagueAdminPiecesProvider>
);

export const UserManagementRoute = () => (
  <LeagueAdminPiecesProvider pieces={pieces}>
    <UserManagementPage />
  </LeagueAdminPiecesProvider>
);
