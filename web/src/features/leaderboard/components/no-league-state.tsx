import { Plus, Trophy, UserPlus } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useLeaderboardPieces } from "@/features/leaderboard/pieces";

/** A signed-in user in no league yet: the two ways in. */
export function NoLeagueState() {
  const { CreateLeagueDialog, PendingInvitationsNote } = useLeaderboardPieces();
  return (
    <Card className="mx-auto max-w-lg p-8 text-center">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-pitch-50 text-pitch-600" aria-hidden>
        <Trophy className="size-7" />
      </div>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">You're not in a league yet</h1>
      <p className="mt-2 text-slate-600">Join a friend's league with their 6-character code, or start your own and invite them.</p>
      <div className="mt-4 empty:hidden">
        <PendingInvitationsNote />
      </div>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/join-league">
            <UserPlus /> Join a League
          </Link>
        </Button>
        <CreateLeagueDialog
          trigger={
            <Button size="lg" variant="outline">
              <Plus /> Create League
            </Button>
          }
        />
      </div>
    </Card>
  );
}
