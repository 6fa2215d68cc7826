import { useMemo } from "react";
import { LeagueRequired } from "@/components/session/league-required";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useSelectedLeague } from "@/components/session/selected-league-provider";
import { usePlayers } from "@/features/picks/api/get-players";
import { useWindow } from "@/features/picks/lib/window/window";
import { CandidatePicker } from "./candidate-picker";
import { WindowDraftPanel } from "./window-draft-panel";
import { WindowStatusCard } from "@/features/picks/components/window/window-status-card";
import { usePicksPieces } from "@/features/picks/pieces";

/** /window: the January window of the selected league: its state, the member's candidates, the admin's window draft. */
export function WindowPage() {
  const { useLeaderboard } = usePicksPieces();
  const { league, isLoading, refreshLeagues } = useSelectedLeague();
  const { window, mutate } = useWindow(league?.id);
  const players = usePlayers(league?.id);
  const board = useLeaderboard(league?.id);
  const unavailable = useMemo(() => {
    const held = new Set((board.rows ?? []).flatMap((r) => r.picks.filter((p) => p.toGameweek === undefined).map((p) => p.playerId)));
    for (const p of players.players ?? []) if (p.status === "u") held.add(p.id);
    return held;
  }, [board.rows, players.players]);

  if (isLoading) return <Skeleton className="h-40 rounded-2xl" />;
  if (!league) return <LeagueRequired onRetry={() => refreshLeagues()} />;
  if (!window || !players.players || !board.rows) return <Skeleton className="h-40 rounded-2xl" />;

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-navy-900">January Window</h1>
      <WindowStatusCard window={window} />
      {window.takesPart && window.state === "open" && (
        <CandidatePicker
          key={league.id}
          leagueId={league.id}
          players={players.players}
          unavailable={unavailable}
          initial={window.candidates}
          onRefused={() => void mutate()}
        />
      )}
      {window.takesPart && window.state !== "open" && (
        <Card className="p-4 text-sm text-slate-600">
          {window.state === "upcoming"
            ? "The window opens on 1 January: rank up to 5 players for one extra pick then."
            : window.candidates.length
              ? `Your ranked candidates are locked (${window.candidates.length}).`
              : "The window has closed: no candidates were ranked."}
        </Card>
      )}
      {league.isAdmin && window.takesPart && <WindowDraftPanel leagueId={league.id} window={window} onDone={() => void mutate()} />}
    </div>
  );
}
