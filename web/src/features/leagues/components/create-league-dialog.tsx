import { useState, type FormEvent, type ReactNode } from "react";
import { LEAGUE_NAME_MAX } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast-store";
import { serverMessageOf } from "@/lib/api-error";
import { handledAsUnauthorized } from "@/features/auth/lib/unauthorized";
import { createLeague } from "../api/create-league";
import { useSelectedLeague } from "./selected-league-provider";

/** Create League: the new league becomes the selected one and its code shows in a banner. */
export function CreateLeagueDialog({ trigger }: { trigger: ReactNode }) {
  const { refreshLeagues, announceCreatedLeague } = useSelectedLeague();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      toast({ title: "League name required", description: "Please enter a name for your league.", variant: "destructive" });
      return;
    }
    setPending(true);
    try {
      const created = await createLeague(name.trim());
      await refreshLeagues(created);
      announceCreatedLeague(created);
      toast({ title: "League Created!", description: `Share the code ${created.code} with your friends.`, variant: "success" });
      setName("");
      setOpen(false);
    } catch (error) {
      if (!handledAsUnauthorized(error)) {
        toast({ title: "Error", description: serverMessageOf(error, "Something went wrong creating the league."), variant: "destructive" });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title="Create League" description="Start a private league and invite your friends with its code.">
        <form onSubmit={submit} className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="create-league-name">League name</Label>
            <Input
              id="create-league-name"
              value={name}
              maxLength={LEAGUE_NAME_MAX}
              placeholder="e.g. Sunday League Legends"
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? "Creating..." : "Create League"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
