import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/auth/unauthorized";
import { refreshLeagueUsers } from "@/lib/user-management/refresh-league-users";
import { serverMessageOf } from "@/lib/api-error";
import { restoreUsers } from "@/lib/archival/restore-users";

/** Brings one archived member back into the draft. */
export function RestoreButton({ leagueId, user }: { leagueId: string; user: { id: string; username: string } }) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  const restore = async () => {
    setPending(true);
    try {
      await restoreUsers(leagueId, [user.id]);
      toast({ title: "User Restored", description: `${user.username} is back in the draft.`, variant: "success" });
    } catch (error) {
      if (!handledAsUnauthorized(error))
        toast({ title: "Error", description: serverMessageOf(error, "Failed to restore user. Please try again."), variant: "destructive" });
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
