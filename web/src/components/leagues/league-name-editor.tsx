import { Check, Pencil, X } from "lucide-react";
import { useState } from "react";
import type { UserLeague } from "@shared/types";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { LEAGUE_NAME_MAX } from "@shared/constants";
import { renameLeagueBody } from "@shared/schemas";
import { useSchemaForm } from "@/lib/use-schema-form";
import { handledAsUnauthorized } from "@/lib/auth/unauthorized";
import { renameLeague } from "@/lib/leagues/rename-league";
import { useSelectedLeague } from "./selected-league-provider";
import { sentence } from "@shared/text";
import { toasts } from "@shared/messages";

/**
 * The league title; admins get a pencil that turns it into a rename field. `compact` is the
 * phone leaderboard's bar: dark text on white, one line.
 */
export function LeagueNameEditor({ league, compact }: { league: UserLeague; compact?: boolean }) {
  const { refreshLeagues } = useSelectedLeague();
  const [editing, setEditing] = useState(false);
  const form = useSchemaForm(renameLeagueBody, { defaultValues: { name: league.name } });
  const saving = form.formState.isSubmitting;

  const start = () => {
    form.reset({ name: league.name });
    setEditing(true);
  };

  // An empty name is refused in the API's words; the same name is nothing to save.
  const save = form.submit(async ({ name }) => {
    if (name === league.name) {
      setEditing(false);
      return;
    }
    try {
      const renamed = await renameLeague(league.id, name);
      await refreshLeagues({ ...league, name: renamed.name });
      setEditing(false);
      toast({ title: "League renamed", description: sentence(`Your league is now called ${renamed.name}`), variant: "success" });
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast({ ...toasts.renameFailed, variant: "destructive" });
    }
  });

  if (editing) {
    return (
      <form onSubmit={save} noValidate className="flex w-full max-w-md items-center gap-2">
        <Input
          autoFocus
          aria-label="League name"
          maxLength={LEAGUE_NAME_MAX}
          {...form.register("name")}
          onKeyDown={(event) => event.key === "Escape" && setEditing(false)}
          className={compact ? "h-9 font-semibold" : "h-11 text-lg font-semibold"}
        />
        <Button type="submit" size="icon" aria-label="Save league name" disabled={saving}>
          <Check />
        </Button>
        <Button variant="ghost" size="icon" aria-label="Cancel renaming" onClick={() => setEditing(false)}>
          <X />
        </Button>
      </form>
    );
  }

  return (
    <div className="flex min-w-0 items-center gap-2">
      <h1
        className={
          compact ? "truncate text-base font-bold text-navy-900" : "truncate text-2xl font-extrabold tracking-tight text-white sm:text-3xl"
        }
        data-testid="league-title"
      >
        {league.name}
      </h1>
      {league.isAdmin && (
        <button
          type="button"
          onClick={start}
          aria-label="Edit league name"
          className={
            compact
              ? "rounded-md p-1 text-slate-500 transition-colors hover:bg-slate-100 hover:text-navy-900"
              : "rounded-md p-1.5 text-navy-200 transition-colors hover:bg-white/10 hover:text-white"
          }
        >
          <Pencil className="size-4" />
        </button>
      )}
    </div>
  );
}
