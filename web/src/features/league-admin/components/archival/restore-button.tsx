import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { refreshLeagueUsers } from "@/features/league-admin/lib/user-management/refresh-league-users";
import { restoreUsers } from "@/features/league-admin/lib/archival/restore-users";
import { toasts } from "@shared/messages";
import { failureToast } from "@/lib/api-error";

/** Brings one archived member back into the draft. */
export function RestoreButton({ leagueId, user }: { leagueId: string; user: { id: string; username: string } }) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  const restore = async () => {
    setPending(true);
    try {
      await restoreUsers(leagueId, [user.id]);
      toast({ ...toasts.userRestored(user.username), variant: "success" });
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast(failureToast(toasts.userNotRestored, error));
    } finally {
      setPending(false);
      refreshLeagueUsers(mutate, leagueId);
    }
  };

  return (
    <Button variant="outline" size="sm" onClick={restore} disabled={pending} aria-label={`Restore ${user.username}`}>
      <RotateCcw />
      {pending ? "Restoring..." : "Restore"}
    </Button>
  );
}
