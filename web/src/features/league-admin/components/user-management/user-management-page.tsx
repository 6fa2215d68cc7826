import type { UserLeague } from "@shared/types";
import { ActivityLog } from "@/features/league-admin/components/activity/activity-log";
import { ArchivedUsersCard } from "@/features/league-admin/components/archival/archived-users-card";
import { SmartArchivalButton } from "@/features/league-admin/components/archival/smart-archival-button";
import { useCurrentUser } from "@/lib/session/get-current-user";
import { AdminGate } from "@/components/session/admin-gate";
import { ModeBadge } from "@/components/ui/mode-badge";
import { useDraftUsers } from "@/features/league-admin/lib/user-management/get-draft-users";
import { AddUserDialog } from "@/features/league-admin/components/user-management/add-user-dialog";
import { CopyEmailsButton } from "@/features/league-admin/components/user-management/copy-emails-button";
import { InvitationsCard } from "./invitations-card";
import { UsersCard } from "./users-card";

function UserManagement({ league }: { league: UserLeague }) {
  const { user } = useCurrentUser();
  const { users, error } = useDraftUsers(league.id);
  const candidates = users?.filter((u) => u.isActive && u.archivalGroup !== null).length ?? 0;
  const activeCount = users?.filter((u) => u.isActive).length;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">User Management</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-500">
            <span className="min-w-0 font-semibold text-slate-800 wrap-anywhere" data-testid="managed-league-name">
              {league.name}
            </span>
            {/* On a phone a long name takes its own line, where a separator would start the next one. */}
            <span aria-hidden className="hidden sm:inline">
              ·
            </span>
            <span>
              Code <span className="font-mono font-semibold tracking-wider text-slate-800">{league.code}</span>
            </span>
            <ModeBadge isDraftMode={league.isDraftMode} draftLabel="Draft Mode" liveLabel="Live" />
          </p>
        </div>
        {league.isDraftMode && <AddUserDialog league={league} />}
      </div>

      <div className="flex flex-wrap gap-2">
        {league.isDraftMode && <SmartArchivalButton leagueId={league.id} candidates={candidates} />}
        <CopyEmailsButton leagueId={league.id} count={activeCount} />
      </div>

      <UsersCard
        users={users}
        error={error}
        permissions={{
          leagueId: league.id,
          canTransfer: Boolean(user?.isCreator) && league.isDraftMode,
          canArchive: league.isDraftMode,
          currentUserId: user?.id ?? "",
        }}
      />
      {users && <ArchivedUsersCard leagueId={league.id} users={users} canRestore={league.isDraftMode} />}
      <InvitationsCard leagueId={league.id} isDraftMode={league.isDraftMode} />
      <ActivityLog leagueId={league.id} compact />
    </div>
  );
}

/** /user-management (product.md §2 'User Management'): a league's admins manage who is in it. */
export function UserManagementPage() {
  return (
    <AdminGate deniedReason="User management is for league admins.">
      {(league) => <UserManagement key={league.id} league={league} />}
    </AdminGate>
  );
}
