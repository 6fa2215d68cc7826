import { Archive } from "lucide-react";
import { useState, type ReactNode } from "react";
import { FINAL_PICKS_PER_USER, SELECTIONS_PER_USER } from "@shared/constants";
import type { UserLeague } from "@shared/types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageList } from "@/components/ui/page-list";
import { ArchiveUserButton } from "@/features/league-admin/components/archival/archive-user-button";
import { RestoreButton } from "@/features/league-admin/components/archival/restore-button";
import { SmartArchivalDialog } from "@/features/league-admin/components/archival/smart-archival-dialog";
import type { DraftUser } from "@shared/contract/responses";
import { AddUserDialog } from "@/features/league-admin/components/user-management/add-user-dialog";
import { CopyEmailsButton } from "@/features/league-admin/components/user-management/copy-emails-button";
import { AdminBadge } from "@/components/ui/mode-badge";
import { WrapAtDots } from "@/components/ui/wrap-at-dots";

/** Users tab: who is ready, who is not, and archive/restore while the league is in draft. */
export function UsersTab({ league, users }: { league: UserLeague; users: DraftUser[] }) {
  const [smartOpen, setSmartOpen] = useState(false);
  const active = users.filter((u) => u.isActive);
  const archived = users.filter((u) => u.isArchived);
  const incomplete = active.filter((u) => u.tempPicksCount < SELECTIONS_PER_USER);

  return (
    <div className="space-y-4">
      {league.isDraftMode && incomplete.length > 0 && (
        <div role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-4">
          <p className="font-semibold text-amber-900">
            {incomplete.length} user{incomplete.length === 1 ? " has" : "s have"} not completed their selections
          </p>
          <p className="mt-1 text-sm text-amber-800">
            {incomplete.map((u) => `${u.username} (${u.tempPicksCount}/${SELECTIONS_PER_USER})`).join(", ")}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setSmartOpen(true)}>
              <Archive aria-hidden /> Open Smart Archival
            </Button>
            <CopyEmailsButton leagueId={league.id} audience="without-picks" count={incomplete.length} size="sm" />
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {league.isDraftMode && <AddUserDialog league={league} />}
        {league.isDraftMode && (
          <Button variant="outline" onClick={() => setSmartOpen(true)} disabled={incomplete.length === 0}>
            <Archive aria-hidden /> Smart Archival ({incomplete.length})
          </Button>
        )}
        <CopyEmailsButton leagueId={league.id} audience="all" count={active.length} />
      </div>
      <UserList
        title={`Active users (${active.length})`}
        users={active}
        render={(u) => (
          <>
            <Badge variant={u.tempPicksCount >= SELECTIONS_PER_USER ? "live" : "draft"}>
              {u.tempPicksCount >= SELECTIONS_PER_USER ? "Ready" : "Incomplete"}
            </Badge>
            {league.isDraftMode && <ArchiveUserButton leagueId={league.id} user={u} />}
          </>
        )}
      />
      {archived.length > 0 && (
        <UserList
          title={`Archived users (${archived.length})`}
          users={archived}
          render={(u) => (league.isDraftMode ? <RestoreButton leagueId={league.id} user={u} /> : null)}
        />
      )}
      <SmartArchivalDialog leagueId={league.id} open={smartOpen} onOpenChange={setSmartOpen} />
    </div>
  );
}

/** A row is about this tall (two lines); each measures itself. */
const ROW_ESTIMATE_PX = 66;

/** One list of members; a 1,000-member league renders only the rows near the screen. */
function UserList({ title, users, render }: { title: string; users: DraftUser[]; render: (u: DraftUser) => ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <PageList
          items={users}
          getKey={(u) => u.id}
          estimate={ROW_ESTIMATE_PX}
          label={title}
          itemClassName="flex flex-wrap items-center gap-x-3 gap-y-1 py-3"
          renderItem={(u) => (
            <>
              <span className="min-w-0 flex-1">
                {/* A long name, or a handle with no spaces, wraps at its natural breaks rather than widening the row. */}
                <span className="flex flex-wrap items-center gap-x-2 font-medium text-slate-900">
                  <WrapAtDots text={u.username} className="min-w-0" /> {u.isAdmin && <AdminBadge />}
                </span>
                <span className="block text-xs text-slate-500">
                  Draft {u.tempPicksCount}/{SELECTIONS_PER_USER} · Final {u.finalPicksCount}/{FINAL_PICKS_PER_USER}
                  {u.extraPicksCount > 0 && ` +${u.extraPicksCount} extra`}
                  {u.draftOrder !== null && ` · order #${u.draftOrder}`}
                  {u.archivedReason && ` · ${u.archivedReason}`}
                </span>
              </span>
              {render(u)}
            </>
          )}
        />
      </CardContent>
    </Card>
  );
}
