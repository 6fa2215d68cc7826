import * as z from "zod/mini";
import { useWatch } from "react-hook-form";
import { USERNAME_MAX } from "@shared/constants";
import { joinBody } from "@shared/schemas";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { loginUrl } from "@/lib/paths";
import { useSchemaForm } from "@/lib/use-schema-form";
import { FoundLeagueCard } from "@/features/leagues/components/found-league-card";
import { LeagueCodeField } from "@/features/leagues/components/league-code-field";
import { toCodeInput, useCodeLookup } from "@/features/leagues/lib/use-code-lookup";
import { savePendingJoinCode } from "@/features/leagues/lib/pending-join";

/** Signed out, a username is needed before the join: the join happens by itself once signed in. */
const signedOutJoin = z.required(joinBody, { username: true });

/** Code, username, then sign in. */
export function JoinTab({ initialCode }: { initialCode: string }) {
  const form = useSchemaForm(signedOutJoin, { defaultValues: { code: toCodeInput(initialCode), username: "" } });
  const [code, username] = useWatch({ control: form.control, name: ["code", "username"] });
  const lookup = useCodeLookup(code);
  const league = lookup.league;

  const onSubmit = form.submit((values) => {
    savePendingJoinCode(values.code, values.username);
    window.location.assign(loginUrl("/"));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <LeagueCodeField control={form.control} id="register-code" />
      {league && <FoundLeagueCard league={league} />}
      <div className="space-y-1.5">
        <Label htmlFor="register-username">Username</Label>
        <Input id="register-username" maxLength={USERNAME_MAX} placeholder="How your friends will see you" {...form.register("username")} />
      </div>
      {/* The label wraps: with a 50-character league name it is wider than a phone. */}
      <Button type="submit" size="lg" wrap className="w-full" disabled={lookup.isLooking || !code || !username.trim()}>
        {league ? `Login to Join "${league.name}"` : "Login to Join"}
      </Button>
    </form>
  );
}
