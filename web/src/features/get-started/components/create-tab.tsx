import { Info } from "lucide-react";
import { useState, type FormEvent } from "react";
import { LEAGUE_NAME_MAX } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast-store";
import { loginUrl } from "@/lib/paths";
import { savePendingCreate } from "@/features/leagues/lib/pending-join";

/** League name, then sign in: the league is created by itself once signed in. */
export function CreateTab() {
  const [name, setName] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      toast({ title: "League Name Required", description: "Please enter a name for your league.", variant: "destructive" });
      return;
    }
    savePendingCreate(name);
    window.location.assign(loginUrl("/"));
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="register-league-name">League name</Label>
        <Input
          id="register-league-name"
          value={name}
          maxLength={LEAGUE_NAME_MAX}
          placeholder="e.g. Sunday League Legends"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <p className="flex gap-2 rounded-lg bg-navy-50 p-3 text-sm text-navy-700">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        You'll get a unique 6-character league code to share with your friends after creation.
      </p>
      <Button type="submit" size="lg" className="w-full">
        Login to Create League
      </Button>
    </form>
  );
}
