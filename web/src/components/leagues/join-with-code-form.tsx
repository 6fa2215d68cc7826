import { Controller } from "react-hook-form";
import { joinBody } from "@shared/schemas";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast-store";
import { useSchemaForm } from "@/lib/use-schema-form";
import { handledAsUnauthorized } from "@/lib/auth/unauthorized";
import { joinLeagueWithCode } from "@/lib/leagues/join-league";
import { joinFailureText } from "@/lib/leagues/join-messages";
import { LeagueCodeInput } from "./league-code-input";
import { useSelectedLeague } from "./selected-league-provider";

const joinWithCode = joinBody.pick({ code: true });

/** The Join Another League dialog's form: type a code, join, and switch to that league; `onJoined` closes the dialog. */
export function JoinWithCodeForm({ onJoined }: { onJoined: () => void }) {
  const { refreshLeagues, selectLeague } = useSelectedLeague();
  const form = useSchemaForm(joinWithCode, { defaultValues: { code: "" } });

  const submit = form.submit(async ({ code }) => {
    try {
      const joined = await joinLeagueWithCode(code);
      await refreshLeagues(joined);
      selectLeague(joined.id);
      toast({ title: "Successfully Joined!", description: `Welcome to ${joined.name}!`, variant: "success" });
      onJoined();
    } catch (error) {
      if (!handledAsUnauthorized(error))
        toast({ title: "Failed to Join League", description: joinFailureText(error), variant: "destructive" });
    }
  });
  const pending = form.formState.isSubmitting;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="join-another-code">League code</Label>
        <Controller
          control={form.control}
          name="code"
          render={({ field }) => (
            <LeagueCodeInput id="join-another-code" value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
      </div>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Joining..." : "Join League"}
      </Button>
    </form>
  );
}
