import type { UserLeague } from "@shared/types";
import { useDashboardStats } from "@/features/league-admin/lib/draft/get-dashboard-stats";
import { useCurrentSimulation } from "@/features/league-admin/lib/draft/get-current-simulation";
import { useDraftUsers } from "@/features/league-admin/lib/draft/get-draft-users";
import { useFinalAuditLog } from "@/features/league-admin/lib/draft/get-final-audit-log";
import { AdminGate } from "@/features/league-admin/components/draft/draft-admin-gate";
import { summariseReadiness } from "@/features/league-admin/lib/draft/readiness";
import { ModeBadge } from "@/components/ui/mode-badge";
import { DraftLogCard } from "./draft-log-card";
import { LiveDraftCard } from "./live-draft-card";
import { RoundRobinCard } from "./round-robin-card";
import { SeasonModeCard } from "./season-mode-card";
import { SimulatedLeaderboard } from "./simulated-leaderboard";
import { UserSummaryCard } from "./user-summary-card";
import { useLeagueAdminPieces } from "@/features/league-admin/pieces";

/** /dashboard: the league admin's control room (product.md §2 'Admin dashboard'). */
export function DashboardPage() {
  return <AdminGate>{(league) => <Dashboard league={league} />}</AdminGate>;
}

function Dashboard({ league }: { league: UserLeague }) {
  const { DeleteLeagueCard } = useLeagueAdminPieces();
  const { stats } = useDashboardStats(league.id);
  const { users, error: usersError } = useDraftUsers(league.id);
  const { simulation } = useCurrentSimulation(league.id);
  // Asked for only once a draft was executed: before that the log is a 404.
  const { finalLog } = useFinalAuditLog(stats?.hasFinalDraft ? league.id : undefined);
  const readiness = users ? summariseReadiness(users) : undefined;
  const withoutPicks = (users ?? []).filter((u) => !u.isArchived && u.tempPicksCount === 0).map((u) => u.username);
  const boardSource = simulation ? "simulation" : finalLog ? "final" : null;

  return (
    <div className="space-y-6">
      <header>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">Admin Dashboard</h1>
          <ModeBadge isDraftMode={league.isDraftMode} draftLabel="Draft Mode" liveLabel="Live" />
        </div>
        <p className="mt-1 text-sm text-slate-500">
          {league.name} ·{" "}
          {stats?.currentGameweek ? `${stats.currentGameweek.name}, live data from the FPL feed` : "Loading the current gameweek…"}
        </p>
      </header>
      <SeasonModeCard league={league} hasFinalDraft={!!finalLog} />
      {league.isDraftMode && (
        <RoundRobinCard league={league} readiness={readiness} hasFinalDraft={!!finalLog} withoutPicks={withoutPicks} />
      )}
      {league.isDraftMode && <LiveDraftCard league={league} />}
      {boardSource && <SimulatedLeaderboard leagueId={league.id} source={boardSource} />}
      <DraftLogCard leagueId={league.id} simulation={simulation} finalLog={finalLog} />
      <UserSummaryCard users={users} failed={!!usersError} />
      {league.isCreator && <DeleteLeagueCard league={league} />}
    </div>
  );
}
