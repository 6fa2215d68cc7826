import { useCallback, useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { UserLeague } from "@shared/types";
import { LEAGUE_REQUIRED_CODES, LeagueRequired } from "@/components/session/league-required";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useSelectedLeague } from "@/components/session/selected-league-provider";
import { usePlayers } from "@/features/picks/api/get-players";
import { errorCodeOf, serverMessageOf } from "@/lib/api-error";
import { useTempPicks } from "../api/get-temp-picks";
import { PlayerPicker } from "./player-picker";
import { RegistrationClosed } from "./registration-closed";

const isLeagueRequired = (error: unknown) => LEAGUE_REQUIRED_CODES.includes(errorCodeOf(error) ?? "");

function PickerSkeleton() {
  return (
    <div className="space-y-4" aria-busy>
      <Skeleton className="h-44 rounded-2xl" />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Skeleton className="h-[36rem] rounded-2xl" />
        <Skeleton className="hidden h-96 rounded-2xl lg:block" />
      </div>
    </div>
  );
}

/** Loads the player list and the member's saved picks for one league, then shows the picker. */
function LeaguePicker({ league, leagues, editMode }: { league: UserLeague; leagues: UserLeague[]; editMode: boolean }) {
  const { refreshLeagues } = useSelectedLeague();
  const players = usePlayers(league.id);
  const saved = useTempPicks(league.id);
  const [blocked, setBlocked] = useState<unknown>(null);

  // A save refused as live or not-a-member means the league changed under us: reload it.
  const onBlocked = useCallback(
    (error: unknown) => {
      setBlocked(error);
      void refreshLeagues();
    },
    [refreshLeagues],
  );

  const failure = blocked ?? saved.error ?? players.error;
  if (failure) {
    const retry = () => {
      setBlocked(null);
      void saved.mutate();
      void players.mutate();
      void refreshLeagues();
    };
    if (isLeagueRequired(failure)) return <LeagueRequired message={serverMessageOf(failure, "") || undefined} onRetry={retry} />;
    if (errorCodeOf(failure) === "LEAGUE_LIVE") return <RegistrationClosed league={league} />;
    return (
      <Card className="mx-auto max-w-md p-8 text-center">
        <p className="font-semibold text-slate-900">Failed to load players</p>
        <p className="mt-1 text-sm text-slate-500">{serverMessageOf(failure, "Please try again.")}</p>
        <Button className="mt-4" onClick={retry}>
          Try Again
        </Button>
      </Card>
    );
  }
  if (!players.players || !saved.isFresh || !saved.picks) return <PickerSkeleton />;
  return (
    <PlayerPicker
      league={league}
      leagues={leagues}
      players={players.players}
      initial={saved.picks}
      editMode={editMode}
      onBlocked={onBlocked}
    />
  );
}

/** /register when signed in (product.md §2 'Player selection / register'). */
export function RegisterPage() {
  const { league, leagues, isLoading, refreshLeagues } = useSelectedLeague();
  const [params] = useSearchParams();
  const editMode = params.get("edit") === "true";

  if (isLoading || !leagues) return <PickerSkeleton />;
  if (!league) return <LeagueRequired onRetry={() => refreshLeagues()} />;
  if (!league.isDraftMode) return <RegistrationClosed league={league} />;
  // Keyed by league and mode: another league or mode starts from that league's saved list.
  return <LeaguePicker key={`${league.id}:${editMode}`} league={league} leagues={leagues} editMode={editMode} />;
}
