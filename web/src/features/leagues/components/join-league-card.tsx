import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PendingInvitationsNote } from "@/features/leagues/components/pending-invitations-note";

/** Shown instead of League Status when the user is in no league. */
export function JoinLeagueCard() {
  return (
    <Card className="space-y-4 p-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="font-semibold text-slate-900">Join the League</h2>
          <p className="text-sm text-slate-500">You're not in a league yet. Ask a friend for their code.</p>
        </div>
        <Button asChild>
          <Link to="/join-league">Join a League</Link>
        </Button>
      </div>
      <PendingInvitationsNote />
    </Card>
  );
}
