import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { deleteLeagueUser } from "@/features/league-admin/api/delete-league-user";
import { refreshLeagueUsers } from "@/features/league-admin/lib/user-management/refresh-league-users";
import { toasts } from "@shared/messages";
import { failureToast } from "@/lib/api-error";

/** Removes a member from the league after a confirmation (product.md §5); their account stays. */
export function DeleteUserButton({ leagueId, user }: { leagueId: string; user: { id: string; username: string } }) {
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const remove = async () => {
    setPending(true);
    try {
      await deleteLeagueUser(user.id);
      toast({ ...toasts.userDeleted(user.username), variant: "success" });
      setOpen(false);
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast(failureToast(toasts.userNotDeleted, error));
    } finally {
      setPending(false);
      refreshLeagueUsers(mutate, leagueId);
    }
  };

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${user.username}`}
        onClick={() => setOpen(true)}
        className="text-red-600 hover:bg-red-50"
      >
        <Trash2 />
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete ${user.username}?`}
        description="They leave this league with their picks. Their account and other leagues are not touched."
        confirmLabel={pending ? "Deleting..." : "Delete User"}
        onConfirm={remove}
        pending={pending}
        destructive
      />
    </>
  );
}
