import { ArrowRightLeft } from "lucide-react";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { useSelectedLeague } from "@/components/session/selected-league-provider";
import { refreshLeagueUsers } from "@/features/league-admin/lib/user-management/refresh-league-users";
import { transferLeagueUser } from "@/features/league-admin/api/transfer-league-user";
import { transferTargets } from "@/features/league-admin/lib/transfer-targets";
import { problems, toasts } from "@shared/messages";
import { failureToast } from "@/lib/api-error";

interface TransferUserDialogProps {
  leagueId: string;
  user: { id: string; username: string };
}

/** Transfer User Between Leagues (site creator only): both leagues must be in draft mode. */
export function TransferUserDialog({ leagueId, user }: TransferUserDialogProps) {
  const { mutate } = useSWRConfig();
  const { leagues } = useSelectedLeague();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState("");
  const [pending, setPending] = useState(false);
  const targets = transferTargets(leagues ?? [], leagueId);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) setTarget("");
  };

  const transfer = async () => {
    if (!target) {
      toast({ ...problems.targetLeagueRequired.toast, variant: "destructive" });
      return;
    }
    setPending(true);
    try {
      await transferLeagueUser(user.id, target);
      const name = targets.find((l) => l.id === target)?.name;
      toast({ ...toasts.userTransferred(user.username, name), variant: "success" });
      changeOpen(false);
      refreshLeagueUsers(mutate, leagueId);
      refreshLeagueUsers(mutate, target);
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast(failureToast(toasts.transferFailed, error));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button variant="ghost" size="icon" aria-label={`Transfer ${user.username}`} onClick={() => setOpen(true)}>
        <ArrowRightLeft />
      </Button>
      <Dialog open={open} onOpenChange={changeOpen}>
        <DialogContent
          title="Transfer User Between Leagues"
          description={`Move ${user.username} and their picks to another league. Both leagues must be in draft mode.`}
        >
          <div className="space-y-1.5">
            <Label htmlFor="transfer-target">Target league</Label>
            <select
              id="transfer-target"
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-pitch-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-pitch-600/40"
            >
              <option value="">Select a league</option>
              {targets.map((l) => (
                <option key={l.id} value={l.id} disabled={!l.isDraftMode}>
                  {l.isDraftMode ? l.name : `${l.name} (live)`}
                </option>
              ))}
            </select>
            {targets.length === 0 && <p className="text-xs text-slate-500">You are in no other league to move them to.</p>}
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button onClick={transfer} disabled={pending}>
              <ArrowRightLeft />
              {pending ? "Transferring..." : "Transfer User"}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
