import * as z from "zod/mini";
import { joinBody } from "@shared/schemas";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { useSchemaForm } from "@/lib/use-schema-form";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { joinLeagueWithCode } from "@/features/leagues/lib/join-league";
import { joinFailureToast } from "@/features/leagues/lib/join-messages";
import { LeagueCodeField } from "./league-code-field";
import { useSelectedLeague } from "@/components/session/selected-league-provider";
import { toasts } from "@shared/messages";

const joinWithCode = z.pick(joinBody, { code: true });

/** The Join Another League dialog's form: type a code, join, and switch to that league; `onJoined` closes the dialog. */
export function JoinWithCodeForm({ onJoined }: { onJoined: () => void }) {
  const { refreshLeagues, selectLeague } = useSelectedLeague();
  const form = useSchemaForm(joinWithCode, { defaultValues: { code: "" } });

  const submit = form.submit(async ({ code }) => {
    try {
      const joined = await joinLeagueWithCode(code);
      await refreshLeagues(joined);
      selectLeague(joined.id);
      toast({ ...toasts.joined(joined.name), variant: "success" });
      onJoined();
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast({ ...joinFailureToast(error), variant: "destructive" });
    }
  });
  const pending = form.formState.isSubmitting;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <LeagueCodeField control={form.control} id="join-another-code" />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Joining..." : "Join League"}
      </Button>
    </form>
  );
}
