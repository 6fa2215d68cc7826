import { ListPlus, Pencil } from "lucide-react";
import { Link } from "react-router-dom";
import { SELECTIONS_PER_USER } from "@shared/constants";
import type { UserLeague } from "@shared/types";
import { LEAGUE_REQUIRED_CODES, LeagueRequired } from "@/components/session/league-required";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ModeBadge } from "@/components/ui/mode-badge";
import { useSelectedLeague } from "@/components/session/selected-league-provider";
import { errorCodeOf, serverMessageOf } from "@/lib/api-error";
import { useOriginalSelections } from "@/features/picks/api/get-original-selections";
import { pickTotals } from "../lib/pick-totals";
import { CopyFromLeagueCard } from "./copy-from-league-card";
import { MyPlayersCard } from "./my-players-card";
import { PicksTable } from "./picks-table";
import { PicksTotals } from "./picks-totals";

function NoPicksYet() {
  return (
    <Card className="p-8 text-center">
      <ListPlus className="mx-auto size-10 text-pitch-500" aria-hidden />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">You haven't picked any players yet</h2>
      <p className="mt-1 text-sm text-slate-500">Rank {SELECTIONS_PER_USER} players before the draft. Your first pick is tried first.</p>
      <Button asChild className="mt-5">
        <Link to="/register">Make Your Picks Now</Link>
      </Button>
    </Card>
  );
}

function LeaguePicks({ league, leagues }: { league: UserLeague; leagues: UserLeague[] }) {
  const { selections, error, mutate } = useOriginalSelections(league.leagueUser.id);

  if (error) {
    if (LEAGUE_REQUIRED_CODES.includes(errorCodeOf(error) ?? ""))
      return <LeagueRequired message={serverMessageOf(error, "") || undefined} onRetry={() => mutate()} />;
    return (
      <Card className="mx-auto max-w-md p-8 text-center">
        <p className="font-semibold text-slate-900">Failed to load your picks</p>
        <Button className="mt-4" onClick={() => mutate()}>
          Try Again
        </Button>
      </Card>
    );
  }

  const count = selections?.length ?? 0;
  const complete = count === SELECTIONS_PER_USER;
  return (
    <div className="space-y-6">
      <section className="rounded-2xl bg-gradient-to-br from-navy-900 via-navy-800 to-pitch-900 p-5 text-white shadow-lg sm:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Players Selected</h1>
          <ModeBadge isDraftMode={league.isDraftMode} draftLabel="Draft Mode" liveLabel="Live" />
        </div>
        <p className="mt-2 max-w-2xl text-navy-100">
          Welcome, {league.leagueUser.username}!{" "}
          {!league.isDraftMode
            ? `${league.name} is live: here are the players the draft gave you, then the ${SELECTIONS_PER_USER} you ranked before it.`
            : count > 0
              ? `These are your picks for ${league.name}, in priority order.`
              : `Your picks for ${league.name} will show here.`}
        </p>
        {league.isDraftMode && count > 0 && (
          <Button asChild variant="light" className="mt-4">
            <Link to={complete ? "/register?edit=true" : "/register"}>
              <Pencil aria-hidden />
              {complete ? "Edit Picks" : "Register & Make Your Picks"}
            </Link>
          </Button>
        )}
      </section>

      {!league.isDraftMode && <MyPlayersCard league={league} />}
      {!league.isDraftMode && count > 0 && (
        <h2 className="text-lg font-semibold text-slate-900">Your ranked {SELECTIONS_PER_USER} before the draft</h2>
      )}

      {!selections ? (
        <Skeleton className="h-96 rounded-2xl" />
      ) : count === 0 ? (
        league.isDraftMode ? (
          <NoPicksYet />
        ) : (
          <Card className="p-8 text-center text-sm text-slate-600">You made no picks in {league.name}.</Card>
        )
      ) : (
        <>
          <PicksTotals totals={pickTotals(selections)} />
          <Card className="overflow-hidden">
            {!complete && (
              <p className="border-b border-amber-200 bg-amber-50 px-5 py-3 text-sm text-amber-800">
                You have {count} of {SELECTIONS_PER_USER} players. Pick {SELECTIONS_PER_USER - count} more and submit to be ready for the
                draft.
              </p>
            )}
            <PicksTable selections={selections} />
          </Card>
        </>
      )}

      {league.isDraftMode && <CopyFromLeagueCard league={league} leagues={leagues} />}
    </div>
  );
}

/** /original-picks: the member's ranked players in the selected league (product.md §2 'My picks'). */
export function OriginalPicksPage() {
  const { league, leagues, isLoading, refreshLeagues } = useSelectedLeague();
  if (isLoading || !leagues) return <Skeleton className="h-96 rounded-2xl" />;
  if (!league) return <LeagueRequired onRetry={() => refreshLeagues()} />;
  return <LeaguePicks key={league.id} league={league} leagues={leagues} />;
}
