import { Archive } from "lucide-react";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { DEFAULT_ARCHIVE_REASON } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { refreshLeagueUsers } from "@/features/league-admin/lib/user-management/refresh-league-users";
import { archiveUsers } from "@/features/league-admin/lib/archival/archive-users";
import { canConfirmArchival } from "@/features/league-admin/lib/archival/archival-selection";
import { toasts } from "@shared/messages";

/** Archives one member with a reason (product.md §6: archive single or bulk); the bulk path is Smart Archival. */
export function ArchiveUserButton({ leagueId, user }: { leagueId: string; user: { id: string; username: string } }) {
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState(DEFAULT_ARCHIVE_REASON);
  const [pending, setPending] = useState(false);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) setReason(DEFAULT_ARCHIVE_REASON);
  };

  const archive = async () => {
    setPending(true);
    try {
      await archiveUsers(leagueId, [user.id], reason.trim());
      toast({ ...toasts.usersArchived, variant: "success" });
      changeOpen(false);
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast({ ...toasts.archiveFailed, variant: "destructive" });
    } finally {
      setPending(false);
      refreshLeagueUsers(mutate, leagueId);
    }
  };

  return (
    <>
      <Button variant="ghost" size="icon" aria-label={`Archive ${user.username}`} onClick={() => changeOpen(true)}>
        <Archive />
      </Button>
      <Dialog open={open} onOpenChange={changeOpen}>
        <DialogContent
          title={`Archive ${user.username}?`}
          description="They sit out the draft until they submit their 15 picks, keep access to the league, and can be restored."
        >
          <div className="space-y-1.5">
            <Label htmlFor={`archive-reason-${user.id}`}>Reason</Label>
            <textarea
              id={`archive-reason-${user.id}`}
              rows={2}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus-visible:border-pitch-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-pitch-600/40"
            />
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={pending || !canConfirmArchival(1, reason)} onClick={archive}>
              <Archive />
              {pending ? "Archiving..." : "Archive User"}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
