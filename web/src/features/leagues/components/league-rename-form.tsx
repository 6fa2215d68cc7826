import { Check, X } from "lucide-react";
import type { UserLeague } from "@shared/types";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { LEAGUE_NAME_MAX } from "@shared/constants";
import { renameLeagueBody } from "@shared/schemas";
import { useSchemaForm } from "@/lib/use-schema-form";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { renameLeague } from "@/features/leagues/lib/rename-league";
import { useSelectedLeague } from "@/components/session/selected-league-provider";
import { toasts } from "@shared/messages";

/** The league title turned into a rename field; `onDone` goes back to the title (saved, unchanged or cancelled). */
export function LeagueRenameForm({ league, compact, onDone }: { league: UserLeague; compact?: boolean; onDone: () => void }) {
  const { refreshLeagues } = useSelectedLeague();
  const form = useSchemaForm(renameLeagueBody, { defaultValues: { name: league.name } });
  const saving = form.formState.isSubmitting;

  // An empty name is refused in the API's words; the same name is nothing to save.
  const save = form.submit(async ({ name }) => {
    if (name === league.name) {
      onDone();
      return;
    }
    try {
      const renamed = await renameLeague(league.id, name);
      await refreshLeagues({ ...league, name: renamed.name });
      onDone();
      toast({ ...toasts.leagueRenamed(renamed.name), variant: "success" });
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast({ ...toasts.renameFailed, variant: "destructive" });
    }
  });

  return (
    <form onSubmit={save} noValidate className="flex w-full max-w-md items-center gap-2">
      <Input
        autoFocus
        aria-label="League name"
        maxLength={LEAGUE_NAME_MAX}
        {...form.register("name")}
        onKeyDown={(event) => event.key === "Escape" && onDone()}
        className={compact ? "h-9 font-semibold" : "h-11 text-lg font-semibold"}
      />
      <Button type="submit" size="icon" aria-label="Save league name" disabled={saving}>
        <Check />
      </Button>
      <Button variant="ghost" size="icon" aria-label="Cancel renaming" onClick={() => onDone()}>
        <X />
      </Button>
    </form>
  );
}
