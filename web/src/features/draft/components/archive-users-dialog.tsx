import { useEffect, useRef, useState } from "react";
import { SELECTIONS_PER_USER } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/features/auth/lib/unauthorized";
import { archiveUsers } from "../api/archive-users";
import { getUsersWithoutPicks } from "../api/get-users-without-picks";
import { useRefreshDraft } from "../hooks/use-refresh-draft";
import { DEFAULT_REASON, allSelected, canConfirmArchival, groupForArchival, toggleAll, toggleOne } from "../lib/archival";
import type { UserWithoutPicks } from "../types";

interface ArchiveUsersDialogProps {
  leagueId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Smart archival (spec §4): members without a full list, grouped by how clear the case is. */
export function ArchiveUsersDialog({ leagueId, open, onOpenChange }: ArchiveUsersDialogProps) {
  const refresh = useRefreshDraft(leagueId);
  const [users, setUsers] = useState<UserWithoutPicks[] | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [reason, setReason] = useState(DEFAULT_REASON);
  const [pending, setPending] = useState(false);
  const close = useRef(onOpenChange);
  close.current = onOpenChange;

  useEffect(() => {
    if (!open) return;
    setUsers(null);
    setSelected(new Set());
    setReason(DEFAULT_REASON);
    getUsersWithoutPicks(leagueId).then(setUsers, (error) => {
      if (!handledAsUnauthorized(error)) toast({ title: "Failed to check user status", variant: "destructive" });
      close.current(false);
    });
  }, [open, leagueId]);

  const groups = groupForArchival(users ?? []);
  const everyone = (users ?? []).map((u) => u.id);

  const confirm = async () => {
    setPending(true);
    try {
      await archiveUsers(leagueId, [...selected], reason.trim());
      toast({ title: "Users Archived", description: "Selected users have been successfully archived.", variant: "success" });
      onOpenChange(false);
      await refresh();
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast({ title: "Error", description: "Failed to archive users. Please try again.", variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent
        title="Smart User Archival"
        description="Archived members sit out the draft until they have 15 picks and are restored. They keep access to the league."
        className="max-h-[90vh] max-w-xl overflow-y-auto"
      >
        {users === null ? (
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        ) : users.length === 0 ? (
          <p className="rounded-xl bg-pitch-50 p-4 text-center text-sm text-pitch-800">Every active member has 15 picks. Nobody needs archiving.</p>
        ) : (
          <div className="space-y-4">
            <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
              <input type="checkbox" className="size-4 accent-pitch-600" checked={allSelected(selected, everyone)} onChange={() => setSelected(toggleAll(selected, everyone))} />
              Select all ({users.length})
            </label>
            {groups.map((g) => {
              const ids = g.users.map((u) => u.id);
              return (
                <section key={g.group} aria-label={g.group} className="rounded-xl border border-slate-200">
                  <header className="flex items-center justify-between gap-2 border-b border-slate-100 bg-slate-50 px-3 py-2">
                    <div>
                      <h3 className="text-sm font-semibold text-slate-900">{g.group}</h3>
                      <p className="text-xs text-slate-500">{g.explains}</p>
                    </div>
                    <Button size="sm" variant="ghost" onClick={() => setSelected(toggleAll(selected, ids))}>
                      {allSelected(selected, ids) ? "Clear" : "Select all"}
                    </Button>
                  </header>
                  <ul className="divide-y divide-slate-100">
                    {g.users.map((u) => (
                      <li key={u.id}>
                        <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50">
                          <input type="checkbox" className="size-4 accent-pitch-600" checked={selected.has(u.id)} onChange={() => setSelected(toggleOne(selected, u.id))} />
                          <span className="min-w-0 flex-1">
                            <span className="block truncate font-medium text-slate-900">{u.username}</span>
                            <span className="block truncate text-xs text-slate-500">{u.email}</span>
                          </span>
                          <span className="shrink-0 text-right text-xs text-slate-500">
                            <span className="block tabular-nums">
                              {u.tempPicksCount}/{SELECTIONS_PER_USER} picks
                            </span>
                            <span className="block">{u.daysSinceLastActivity}d inactive</span>
                          </span>
                        </label>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
            <div className="space-y-1.5">
              <Label htmlFor="archive-reason">Reason</Label>
              <Input id="archive-reason" value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
            </div>
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={pending || !canConfirmArchival(selected, reason)} onClick={confirm}>
            {pending ? "Archiving..." : selected.size > 0 ? `Archive ${selected.size} User${selected.size === 1 ? "" : "s"}` : "Archive Users"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
