import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/features/auth/lib/unauthorized";
import { joinLeagueWithCode } from "../api/join-league";
import { toCodeInput } from "../hooks/use-code-lookup";
import { joinFailureText } from "../lib/join-messages";
import { LeagueCodeInput } from "./league-code-input";
import { useSelectedLeague } from "./selected-league-provider";

/** Join Another League: type a code, join, and switch to that league. */
export function JoinAnotherLeagueDialog({ trigger }: { trigger: ReactNode }) {
  const { refreshLeagues, selectLeague } = useSelectedLeague();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      toast({ title: "League code required", description: "Please enter a 6-character league code.", variant: "destructive" });
      return;
    }
    setPending(true);
    try {
      const joined = await joinLeagueWithCode(code);
      await refreshLeagues(joined);
      selectLeague(joined.id);
      toast({ title: "Successfully Joined!", description: `Welcome to ${joined.name}!`, variant: "success" });
      setCode("");
      setOpen(false);
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast({ title: "Failed to Join League", description: joinFailureText(error), variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title="Join Another League" description="Enter the 6-character code a friend shared with you.">
        <form onSubmit={submit} className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="join-another-code">League code</Label>
            <LeagueCodeInput id="join-another-code" value={code} onValueChange={(value) => setCode(toCodeInput(value))} />
          </div>
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? "Joining..." : "Join League"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
