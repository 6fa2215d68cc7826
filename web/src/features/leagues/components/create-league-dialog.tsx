import { lazy, Suspense, useState, type ReactElement } from "react";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormSkeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { createLeague } from "@/features/leagues/lib/create-league";
import { useSelectedLeague } from "@/components/session/selected-league-provider";
import { toasts } from "@shared/messages";
import { failureToast } from "@/lib/api-error";

// The form (and the form library) loads when the dialog first opens, not with every board.
const LeagueNameForm = lazy(async () => ({ default: (await import("@/features/leagues/components/league-name-form")).LeagueNameForm }));

/** Create League: the new league becomes the selected one and its code shows in a banner. */
export function CreateLeagueDialog({ trigger }: { trigger: ReactElement }) {
  const { refreshLeagues, announceCreatedLeague } = useSelectedLeague();
  const [open, setOpen] = useState(false);

  const create = async (name: string) => {
    try {
      const created = await createLeague(name);
      await refreshLeagues(created);
      announceCreatedLeague(created);
      toast({ ...toasts.leagueCreated(created.code), variant: "success" });
      setOpen(false);
      return true;
    } catch (error) {
      if (!handledAsUnauthorized(error)) {
        toast(failureToast(toasts.leagueNotCreated, error));
      }
      return false;
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title="Create League" description="Start a private league and invite your friends with its code.">
        <Suspense fallback={<FormSkeleton />}>
          <LeagueNameForm id="create-league-name" onName={create} submitLabel="Create League" pendingLabel="Creating..." />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
