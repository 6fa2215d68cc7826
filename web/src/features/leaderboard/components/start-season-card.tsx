import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import type { LeagueSeasons } from "@shared/contract/responses";
import { nextSeasonLabel } from "@shared/season-change";
import type { UserLeague } from "@shared/types";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { startNextSeason } from "../api/seasons";
import { toasts } from "@shared/messages";
import { failureToast } from "@/lib/api-error";
import { useLeaderboard } from "@/features/leaderboard/api/get-leaderboard";
import { SeasonCrown } from "./season-crown";
import { useLeaderboardPieces } from "@/features/leaderboard/pieces";

/**
 * Once the league's season is over and the feed has moved on (product.md §10.13): the admin starts
 * the next season in one step, after a confirmation that says what stays and what starts over.
 * Members see that the season is over and who starts the next one.
 */
export function StartSeasonCard({ league, seasons, onStarted }: { league: UserLeague; seasons: LeagueSeasons; onStarted: () => void }) {
  const { useRevalidateLeague } = useLeaderboardPieces();
  const revalidateLeague = useRevalidateLeague(league.id);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const { current } = seasons;
  // The board's final table crowns the winner (the same answer the board below has asked for).
  const { rows } = useLeaderboard(league.id);
  if (!current.isOver) return null;
  // The season the store holds next is named from its own first deadline; before the feed has it, the one after.
  const next = current.nextSeason ?? nextSeasonLabel(current.seasonName);

  const confirm = async () => {
    setPending(true);
    try {
      const started = await startNextSeason(league.id);
      setOpen(false);
      toast({ ...toasts.seasonStarted(started.seasonName), variant: "success" });
      onStarted();
      await revalidateLeague();
    } catch (error) {
      setOpen(false);
      if (!handledAsUnauthorized(error)) toast(failureToast(toasts.seasonNotStarted, error));
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="rounded-2xl border border-pitch-200 bg-pitch-50/60 p-5" data-testid="season-over">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 className="flex items-center gap-2 text-base font-semibold text-navy-900">
            <CalendarPlus className="size-4.5 text-pitch-600" aria-hidden /> The {current.seasonName} season is over
          </h2>
          <SeasonCrown rows={rows} seasonName={current.seasonName} className="mt-2" />
          <p className="mt-1 text-sm text-slate-600">
            {current.nextSeason
              ? league.isAdmin
                ? `Start the ${next} season when your members are ready: this season's final table stays on the season picker.`
                : `Your league admin starts the ${next} season; this season's final table stays on the season picker.`
              : `The ${next} season can start once the feed has its first players and fixtures.`}
          </p>
        </div>
        {league.isAdmin && current.nextSeason && (
          <Button className="shrink-0" onClick={() => setOpen(true)}>
            <CalendarPlus /> Start Next Season
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        pending={pending}
        title={`Start the ${next} season?`}
        description={`${league.name} moves to the new season in draft mode, with the same name, code and members.`}
        confirmLabel={pending ? "Starting..." : "Start Next Season"}
        onConfirm={() => void confirm()}
      >
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-600">
          <li>Everyone's picks are cleared: members pick 15 players again, then you run the draft.</li>
          <li>The {current.seasonName} final table, goal race and draft audit stay readable on the season picker.</li>
          <li>Players' goals last season come from the {current.seasonName} season.</li>
        </ul>
      </ConfirmDialog>
    </section>
  );
}
