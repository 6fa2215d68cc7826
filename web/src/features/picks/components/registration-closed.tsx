import { Lock } from "lucide-react";
import { Link } from "react-router-dom";
import type { UserLeague } from "@shared/types";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** product.md §2 'Player selection': a live league's picks are locked. */
export function RegistrationClosed({ league }: { league: UserLeague }) {
  return (
    <Card className="mx-auto max-w-md p-8 text-center">
      <Lock className="mx-auto size-10 text-slate-500" aria-hidden />
      <h1 className="mt-3 text-xl font-bold text-slate-900">Registration Closed</h1>
      <p className="mt-2 text-sm text-slate-600">
        {league.name} is live, so picks are locked. Follow your players' goals on the leaderboard.
      </p>
      <Button asChild className="mt-6">
        <Link to="/leaderboard">View Leaderboard</Link>
      </Button>
    </Card>
  );
}
