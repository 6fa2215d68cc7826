import { Info } from "lucide-react";
import type { UserLeague } from "@shared/types";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { useLeaderboardPieces } from "@/features/leaderboard/pieces";

interface LeagueInfoDialogProps {
  league: UserLeague;
  gameweekName: string | undefined;
  refreshStamp: string | null;
  memberCount: number | undefined;
}

/** product.md §2 'Leaderboard (mobile)': the league's details in one place, with the invite link. */
export function LeagueInfoDialog({ league, gameweekName, refreshStamp, memberCount }: LeagueInfoDialogProps) {
  const { CopyInviteButton } = useLeaderboardPieces();
  const facts: Array<[string, string]> = [
    ["Season", `${league.seasonName} (${league.isDraftMode ? "Draft Mode" : "Live"})`],
    ["Gameweek", gameweekName ?? "—"],
    ["League code", league.code],
    ["Members", memberCount === undefined ? "—" : String(memberCount)],
    ["Your role", league.isAdmin ? "Administrator" : "League Member"],
    ["Goals updated", refreshStamp ?? "Not yet"],
  ];
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label="League Info">
          <Info /> Info
        </Button>
      </DialogTrigger>
      <DialogContent title="League Info" description={league.name}>
        <dl className="divide-y divide-slate-100 text-sm">
          {facts.map(([term, detail]) => (
            <div key={term} className="flex justify-between gap-4 py-2">
              <dt className="text-slate-500">{term}</dt>
              <dd className={term === "League code" ? "font-mono font-bold tracking-widest text-slate-900" : "font-medium text-slate-900"}>
                {detail}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 flex justify-end">
          <CopyInviteButton code={league.code} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
