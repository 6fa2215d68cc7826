import { Archive } from "lucide-react";
import { SELECTIONS_PER_USER } from "@shared/constants";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageList } from "@/components/ui/page-list";
import { formatTimestamp } from "@/features/league-admin/lib/activity/format-timestamp";
import type { DraftUser } from "@/features/league-admin/lib/user-management/get-draft-users";
import { RestoreButton } from "./restore-button";
import { WrapAtDots } from "@/components/ui/wrap-at-dots";

interface ArchivedUsersCardProps {
  leagueId: string;
  /** Every draft user of the league; the card picks out the archived ones and hides itself when there are none. */
  users: DraftUser[];
  /** Restoring is a draft-mode action (product.md §4: archive actions are hidden once live). */
  canRestore: boolean;
}

/** An archived user's row is about this tall (three lines); each measures itself. */
const ROW_ESTIMATE_PX = 89;

/** The archived list (product.md §2 'Enhanced User Management': shown only when there are any), each with Restore. */
export function ArchivedUsersCard({ leagueId, users, canRestore }: ArchivedUsersCardProps) {
  const archived = users.filter((u) => u.isArchived);
  if (archived.length === 0) return null;
  return (
    <Card data-testid="archived-users">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Archive className="size-4.5 text-slate-500" aria-hidden />
          Archived Users ({archived.length})
        </CardTitle>
        <CardDescription>Left out of the draft until they submit their {SELECTIONS_PER_USER} picks.</CardDescription>
      </CardHeader>
      <div className="border-t border-slate-100">
        <PageList
          items={archived}
          getKey={(u) => u.id}
          estimate={ROW_ESTIMATE_PX}
          label="Archived users"
          itemClassName="flex flex-wrap items-center gap-3 px-5 py-3"
          renderItem={(u) => (
            <>
              <div className="min-w-0 flex-1">
                <WrapAtDots text={u.username} className="block text-sm font-semibold text-slate-900" />
                <WrapAtDots text={u.email} className="block text-xs text-slate-500" />
                <p className="mt-1 text-xs text-slate-600">
                  {u.archivedReason ?? "No reason given"} · {formatTimestamp(u.archivedAt)} · {u.tempPicksCount}/{SELECTIONS_PER_USER} picks
                </p>
              </div>
              {canRestore && <RestoreButton leagueId={leagueId} user={u} />}
            </>
          )}
        />
      </div>
    </Card>
  );
}
