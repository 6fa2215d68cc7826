import { RefreshCw, ShieldAlert } from "lucide-react";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast-store";
import { useCurrentUser } from "@/lib/session/get-current-user";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { ApiError } from "@/lib/api-error";
import { useSelectedLeague } from "@/components/session/selected-league-provider";
import { PLAYERS_KEY } from "@/features/creator/hooks/refresh-keys";
import { CREATOR_DEBUG_KEY, useCreatorDebug } from "@/features/creator/lib/get-creator-debug";
import { FEED_COMPARISON_KEY, useFeedComparison } from "@/features/creator/api/get-feed-comparison";
import { CURRENT_GAMEWEEK_KEY, useCurrentGameweek } from "@/features/creator/api/get-current-gameweek";
import { REFRESH_STATUS_KEY, useRefreshStatus } from "@/features/creator/api/get-refresh-status";
import { VERIFICATION_PLAYERS_KEY, useVerificationPlayers } from "@/features/creator/api/get-verification-players";
import { refreshData } from "@/features/creator/api/refresh-data";
import { getRefreshRun } from "@/features/creator/lib/refresh-run";
import { followRefresh } from "@/features/creator/lib/follow-refresh";
import { DatabaseCard } from "./database-card";
import { DebugInfo } from "./debug-info";
import { DifferencesCard } from "./differences-card";
import { LiveApiCard } from "./live-api-card";
import { SamplePlayerCard } from "./sample-player-card";
import { toasts } from "@shared/messages";
import { useCreatorPieces } from "@/features/creator/pieces";

function AccessDenied() {
  return (
    <Card className="mx-auto max-w-md p-8 text-center">
      <ShieldAlert className="mx-auto size-10 text-amber-500" aria-hidden />
      <h1 className="mt-3 text-xl font-bold text-slate-900">Access Denied</h1>
      <p className="mt-2 text-sm text-slate-600">Data verification is for league admins.</p>
    </Card>
  );
}

function Verification({ isCreator, leagueId }: { isCreator: boolean; leagueId: string | undefined }) {
  const { usePlayers } = useCreatorPieces();
  const { mutate } = useSWRConfig();
  const debug = useCreatorDebug(isCreator);
  const { comparison, isLoading: comparing } = useFeedComparison();
  const current = useCurrentGameweek();
  const status = useRefreshStatus();
  const ours = useVerificationPlayers();
  const stored = usePlayers();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      const started = await refreshData(leagueId);
      const run = await followRefresh(() => getRefreshRun(started.runId));
      if (run.status === "failed") toast({ ...toasts.feedRefreshFailed, variant: "destructive" });
      else toast({ ...toasts.feedRefreshed(run.writes), variant: "success" });
    } catch (error) {
      // Too soon after the last request for this league: the server says when to try again.
      const failed =
        error instanceof ApiError && error.status === 429 ? toasts.feedRefreshTooSoon(error.serverMessage) : toasts.feedRefreshFailed;
      if (!handledAsUnauthorized(error)) toast({ ...failed, variant: "destructive" });
    } finally {
      setRefreshing(false);
      // A failed run is recorded too, so the status and cards are worth reading again either way.
      await Promise.all(
        [CREATOR_DEBUG_KEY, CURRENT_GAMEWEEK_KEY, REFRESH_STATUS_KEY, VERIFICATION_PLAYERS_KEY, PLAYERS_KEY, FEED_COMPARISON_KEY].map(
          (key) => mutate(key),
        ),
      );
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Data Verification</h1>
          <p className="mt-1 text-sm text-slate-500">Check that our players and goals agree with the official FPL feed.</p>
        </div>
        <Button onClick={refresh} disabled={refreshing}>
          <RefreshCw className={refreshing ? "animate-spin" : undefined} aria-hidden />
          {refreshing ? "Refreshing..." : "Refresh Data"}
        </Button>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        {comparing ? <Skeleton className="h-64 rounded-2xl" /> : <LiveApiCard comparison={comparison} />}
        <DatabaseCard gameweek={current.gameweek} status={status.status} />
      </div>

      {ours.players ? (
        <SamplePlayerCard ours={ours.players} feedPlayers={comparison?.feedPlayers} />
      ) : (
        <Skeleton className="h-80 rounded-2xl" />
      )}

      {comparison && <DifferencesCard comparison={comparison} />}

      <DebugInfo
        data={{
          currentGameweek: current.gameweek ?? (current.error ? String(current.error) : null),
          refreshStatus: status.status ?? null,
          playersInDatabase: stored.players?.length ?? null,
          feedReadAt: comparison?.fetchedAt ?? null,
          scorersInDatabase: ours.players?.length ?? null,
          creatorDebug: isCreator ? (debug.debug ?? (debug.error ? String(debug.error) : null)) : "site creator only",
        }}
      />
    </div>
  );
}

/** /verification (product.md §2 'Data verification'): for league admins and the site creator. */
export function VerificationPage() {
  const { user } = useCurrentUser();
  const { leagues, league, isLoading } = useSelectedLeague();
  if (isLoading || !leagues) return <Skeleton className="h-96 rounded-2xl" />;
  const isCreator = Boolean(user?.isCreator);
  if (!isCreator && !leagues.some((l) => l.isAdmin)) return <AccessDenied />;
  // A league admin's request counts against the league on screen when they administer it.
  return <Verification isCreator={isCreator} leagueId={league?.isAdmin ? league.id : undefined} />;
}
