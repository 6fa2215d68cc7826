import { Trash2 } from "lucide-react";
import { useState } from "react";
import type { UserLeague } from "@shared/types";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { deleteLeague } from "@/features/leagues/lib/delete-league";
import { useSelectedLeague } from "@/components/session/selected-league-provider";
import { toasts } from "@shared/messages";

/** Danger Zone, shown to the league's creator only (the server enforces it too). */
export function DeleteLeagueCard({ league }: { league: UserLeague }) {
  const { refreshLeagues } = useSelectedLeague();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await deleteLeague(league.id);
      await refreshLeagues();
      setOpen(false);
      toast(toasts.leagueDeleted(league.name));
    } catch (error) {
      if (!handledAsUnauthorized(error)) {
        toast({ ...toasts.leagueNotDeleted, variant: "destructive" });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="rounded-2xl border border-red-200 bg-red-50/50 p-5">
      <h2 className="text-base font-semibold text-red-800">Danger Zone</h2>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-red-700">Deleting the league removes it for every member. This cannot be undone.</p>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2 /> Delete Whole League
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        destructive
        pending={pending}
        title={`Delete "${league.name}"?`}
        description="Every member loses this league and everything in it. This cannot be undone."
        confirmLabel={pending ? "Deleting..." : "Delete Whole League"}
        onConfirm={confirm}
      />
    </section>
  );
}
