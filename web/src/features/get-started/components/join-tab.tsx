import { useState, type FormEvent } from "react";
import { USERNAME_MAX } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast-store";
import { loginUrl } from "@/lib/paths";
import { FoundLeagueCard } from "@/features/leagues/components/found-league-card";
import { LeagueCodeInput } from "@/features/leagues/components/league-code-input";
import { useCodeLookup } from "@/features/leagues/hooks/use-code-lookup";
import { savePendingJoinCode } from "@/features/leagues/lib/pending-join";

/** Code, username, then sign in: the join happens by itself once signed in. */
export function JoinTab({ initialCode }: { initialCode: string }) {
  const lookup = useCodeLookup(initialCode);
  const [username, setUsername] = useState("");
  const league = lookup.league;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!lookup.code.trim()) {
      toast({ title: "League code required", description: "Please enter a 6-character league code.", variant: "destructive" });
      return;
    }
    if (!username.trim()) {
      toast({ title: "Username Required", description: "Please enter a username to join the league.", variant: "destructive" });
      return;
    }
    savePendingJoinCode(lookup.code, username);
    window.location.assign(loginUrl("/"));
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="register-code">League code</Label>
        <LeagueCodeInput id="register-code" value={lookup.code} onValueChange={lookup.setCode} />
      </div>
      {league && <FoundLeagueCard league={league} />}
      <div className="space-y-1.5">
        <Label htmlFor="register-username">Username</Label>
        <Input
          id="register-username"
          required
          value={username}
          maxLength={USERNAME_MAX}
          placeholder="How your friends will see you"
          onChange={(event) => setUsername(event.target.value)}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={lookup.isLooking || !lookup.code || !username.trim()}>
        {league ? `Login to Join "${league.name}"` : "Login to Join"}
      </Button>
    </form>
  );
}
