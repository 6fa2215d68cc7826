import { useState, type ReactNode } from "react";
import { joinBody } from "@shared/schemas";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast-store";
import { useSchemaForm } from "@/lib/use-schema-form";
import { handledAsUnauthorized } from "@/lib/auth/unauthorized";
import { joinLeagueWithCode } from "@/lib/leagues/join-league";
import { joinFailureText } from "@/lib/leagues/join-messages";
import { LeagueCodeField } from "./league-code-field";
import { useSelectedLeague } from "./selected-league-provider";

const joinWithCode = joinBody.pick({ code: true });

/** Join Another League: type a code, join, and switch to that league. */
export function JoinAnotherLeagueDialog({ trigger }: { trigger: ReactNode }) {
  const { refreshLeagues, selectLeague } = useSelectedLeague();
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(joinWithCode, { defaultValues: { code: "" } });

  const submit = form.submit(async ({ code }) => {
    try {
      const joined = await joinLeagueWithCode(code);
      await refreshLeagues(joined);
      selectLeague(joined.id);
      toast({ title: "Successfully Joined!", description: `Welcome to ${joined.name}!`, variant: "success" });
      form.reset();
      setOpen(false);
    } catch (error) {
      if (!handledAsUnauthorized(error))
        toast({ title: "Failed to Join League", description: joinFailureText(error), variant: "destructive" });
    }
  });
  const pending = form.formState.isSubmitting;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title="Join Another League" description="Enter the 6-character code a friend shared with you.">
        <form onSubmit={submit} noValidate className="space-y-4">
          <LeagueCodeField control={form.control} id="join-another-code" />
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? "Joining..." : "Join League"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
