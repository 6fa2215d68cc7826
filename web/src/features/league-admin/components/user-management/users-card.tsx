import { Users } from "lucide-react";
import { useState } from "react";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toggleOne } from "@/features/league-admin/lib/archival/archival-selection";
import type { DraftUser } from "@/features/league-admin/lib/user-management/get-draft-users";
import { useMediaQuery } from "@/lib/use-media-query";
import { UserCards } from "./user-cards";
import type { RowPermissions } from "./user-row-actions";
import { UsersTable } from "./users-table";

interface UsersCardProps {
  users: DraftUser[] | undefined;
  error: unknown;
  permissions: RowPermissions;
}

function LoadingRows() {
  return (
    <div className="space-y-3 p-5" aria-label="Loading users">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-4">
          <Skeleton className="size-8 rounded-full" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="hidden h-4 w-40 sm:block" />
          <Skeleton className="h-4 w-24" />
        </div>
      ))}
    </div>
  );
}

/** The league's active members: a table on desktop, cards on phones, each opening to their picks. */
export function UsersCard({ users, error, permissions }: UsersCardProps) {
  const desktop = useMediaQuery("(min-width: 768px)");
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const active = users?.filter((u) => !u.isArchived);
  const toggle = (id: string) => setExpanded((current) => toggleOne(current, id));

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users className="size-4.5 text-navy-500" aria-hidden />
          Users {active ? `(${active.length})` : ""}
        </CardTitle>
        <CardDescription>Open a user to see their ranked picks and what the draft gave them.</CardDescription>
      </CardHeader>
      <div className="border-t border-slate-100">
        {error ? (
          <p className="p-5 text-sm font-medium text-red-700" role="alert">
            Failed to load users
          </p>
        ) : !active ? (
          <LoadingRows />
        ) : active.length === 0 ? (
          <p className="p-8 text-center text-sm text-slate-500">No users found. Add some users to get started.</p>
        ) : desktop ? (
          <UsersTable users={active} expanded={expanded} onToggle={toggle} permissions={permissions} />
        ) : (
          <UserCards users={active} expanded={expanded} onToggle={toggle} permissions={permissions} />
        )}
      </div>
    </Card>
  );
}
