import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** Shown instead of League Status when the user is in no league. */
export function JoinLeagueCard() {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="font-semibold text-slate-900">Join the League</h2>
        <p className="text-sm text-slate-500">You're not in a league yet. Ask a friend for their code.</p>
      </div>
      <Button asChild>
        <Link to="/join-league">Join a League</Link>
      </Button>
    </Card>
  );
}
