import { Archive } from "lucide-react";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { DEFAULT_ARCHIVE_REASON, SELECTIONS_PER_USER } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { refreshLeagueUsers } from "@/features/league-admin/lib/user-management/refresh-league-users";
import { archiveUsers } from "@/features/league-admin/lib/archival/archive-users";
import { useUsersWithoutPicks } from "@/features/league-admin/lib/archival/get-users-without-picks";
import { canConfirmArchival, groupCandidates, toggleAll, toggleOne } from "@/features/league-admin/lib/archival/archival-selection";
import { plural } from "@shared/text";
import { toasts } from "@shared/messages";
import { WrapAtDots } from "@/components/ui/wrap-at-dots";

interface SmartArchivalDialogProps {
  leagueId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const checkboxClass = "size-4 shrink-0 rounded border-slate-300 accent-pitch-600";

/** Smart User Archival (product.md §4): candidates grouped by how sure the recommendation is, one reason for all. */
export function SmartArchivalDialog({ leagueId, open, onOpenChange }: SmartArchivalDialogProps) {
  const { mutate } = useSWRConfig();
  const { users, error, isLoading } = useUsersWithoutPicks(leagueId, open);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [reason, setReason] = useState(DEFAULT_ARCHIVE_REASON);
  const [pending, setPending] = useState(false);

  // Each opening starts from nothing selected and the default reason.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setSelected(new Set());
      setReason(DEFAULT_ARCHIVE_REASON);
    }
  }

  const groups = groupCandidates(users ?? []);
  const candidateIds = groups.flatMap((g) => g.users.map((u) => u.id));
  const allSelected = candidateIds.length > 0 && candidateIds.every((id) => selected.has(id));

  const confirm = async () => {
    setPending(true);
    try {
      await archiveUsers(leagueId, [...selected], reason.trim());
      toast({ ...toasts.usersArchived, variant: "success" });
      onOpenChange(false);
    } catch (err) {
      if (!handledAsUnauthorized(err)) toast({ ...toasts.archiveFailed, variant: "destructive" });
    } finally {
      setPending(false);
      refreshLeagueUsers(mutate, leagueId);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Smart User Archival"
        size="lg"
        description="Archived users sit out the draft until they submit their 15 picks. They keep access to the league and can be restored at any time."
      >
        {error ? (
          <p className="text-sm text-red-700">Failed to load users</p>
        ) : isLoading || !users ? (
          <div className="space-y-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : groups.length === 0 ? (
          <p className="rounded-lg bg-pitch-50 p-4 text-sm text-pitch-800">
            Every active user has {SELECTIONS_PER_USER} picks: nobody needs archiving.
          </p>
        ) : (
          <div className="space-y-4">
            <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={allSelected}
                onChange={() => setSelected(toggleAll(selected, candidateIds))}
              />
              Select all ({candidateIds.length})
            </label>
            {groups.map(({ group, hint, users: members }) => (
              <section key={group} aria-label={group} className="rounded-xl border border-slate-200">
                <header className="flex items-baseline justify-between gap-2 border-b border-slate-100 bg-slate-50 px-3 py-2">
                  <h3 className="text-sm font-semibold text-slate-900">{group}</h3>
                  <span className="text-xs text-slate-500">{hint}</span>
                </header>
                <ul className="divide-y divide-slate-100">
                  {members.map((u) => (
                    <li key={u.id}>
                      <label className="flex cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-slate-50">
                        <input
                          type="checkbox"
                          className={checkboxClass}
                          checked={selected.has(u.id)}
                          onChange={() => setSelected(toggleOne(selected, u.id))}
                        />
                        <span className="min-w-0 flex-1">
                          <WrapAtDots text={u.username} className="block text-sm font-medium text-slate-900" />
                          <WrapAtDots text={u.email} className="block text-xs text-slate-500" />
                        </span>
                        <span className="shrink-0 text-right text-xs text-slate-600">
                          <span className="block font-semibold tabular-nums">
                            {u.tempPicksCount}/{SELECTIONS_PER_USER}
                          </span>
                          <span className="block text-slate-500">{u.daysSinceLastActivity}d inactive</span>
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <div className="space-y-1.5">
              <Label htmlFor="archive-reason">Reason</Label>
              <textarea
                id="archive-reason"
                rows={2}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus-visible:border-pitch-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-pitch-600/40"
              />
            </div>
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={pending || !canConfirmArchival(selected.size, reason)} onClick={confirm}>
            <Archive />
            {pending ? "Archiving..." : `Archive ${plural(selected.size, "User")}`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
