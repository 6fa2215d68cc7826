import { ArchiveUserButton } from "@/features/league-admin/components/archival/archive-user-button";
import type { DraftUser } from "@/features/league-admin/lib/user-management/get-draft-users";
import { DeleteUserButton } from "./delete-user-button";
import { TransferUserDialog } from "./transfer-user-dialog";

export interface RowPermissions {
  leagueId: string;
  /** The site creator, in a draft-mode league (product.md §4: transfers need draft mode). */
  canTransfer: boolean;
  /** Archiving is a draft-mode tool: once live, picks are final (product.md §4). */
  canArchive: boolean;
  /** An admin does not remove themselves from here: leaving is a profile action. */
  currentUserId: string;
}

/** Transfer, archive and delete for one member, as the viewer may. */
export function UserRowActions({ user, permissions }: { user: DraftUser; permissions: RowPermissions }) {
  const self = user.userId === permissions.currentUserId;
  return (
    <div className="flex min-h-9 items-center justify-end gap-0.5">
      {permissions.canTransfer && !self && <TransferUserDialog leagueId={permissions.leagueId} user={user} />}
      {permissions.canArchive && !self && <ArchiveUserButton leagueId={permissions.leagueId} user={user} />}
      {!self && <DeleteUserButton leagueId={permissions.leagueId} user={user} />}
    </div>
  );
}
