import * as z from "zod/mini";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { addLeagueUserBody } from "@shared/schemas";
import { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { useSchemaForm } from "@/lib/use-schema-form";
import { addLeagueUser } from "@/features/league-admin/lib/user-management/add-league-user";
import { refreshLeagueUsers } from "@/features/league-admin/lib/user-management/refresh-league-users";
import { addUserToast } from "@/features/league-admin/lib/user-management/add-user-form";
import { toasts } from "@shared/messages";
import { failureToast } from "@/lib/api-error";

interface AddUserDialogProps {
  league: { id: string; name: string };
}

const newUser = z.omit(addLeagueUserBody, { leagueId: true });

/** Add New User (product.md §5): a name and an e-mail; someone without an account is invited until they sign in. */
export function AddUserDialog({ league }: AddUserDialogProps) {
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(newUser, { defaultValues: { name: "", email: "" } });

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };

  const submit = form.submit(async (person) => {
    try {
      const result = await addLeagueUser({ ...person, leagueId: league.id });
      toast({ ...addUserToast(result, league.name), variant: "success" });
      changeOpen(false);
      refreshLeagueUsers(mutate, league.id);
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast(failureToast(toasts.userNotAdded, error));
    }
  });
  const pending = form.formState.isSubmitting;

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus /> Add User
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Add New User"
        description={`Someone without a Treble account yet gets an invitation by e-mail, and joins ${league.name} the first time they sign in with this address.`}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="add-user-name">Full Name</Label>
            <Input id="add-user-name" autoComplete="off" placeholder="Jamie Fox" {...form.register("name")} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="add-user-email">Email Address</Label>
            <Input id="add-user-email" type="email" autoComplete="off" placeholder="jamie@example.com" {...form.register("email")} />
          </div>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Adding..." : "Add User"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
