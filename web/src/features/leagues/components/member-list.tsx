import { Users } from "lucide-react";
import type { UserLeague } from "@shared/types";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LeagueRequired, LEAGUE_REQUIRED_CODES } from "@/components/session/league-required";
import { Skeleton } from "@/components/ui/skeleton";
import { errorCodeOf, serverMessageOf } from "@/lib/api-error";
import { useLeagueMembers } from "@/features/leagues/lib/get-league-members";
import { AdminBadge } from "@/components/ui/mode-badge";

/** Everyone in the league, with the current user marked. */
export function MemberList({ league }: { league: UserLeague }) {
  const { members, error, isLoading, mutate } = useLeagueMembers(league.id);

  if (error && LEAGUE_REQUIRED_CODES.includes(errorCodeOf(error) ?? "")) {
    return <LeagueRequired message={serverMessageOf(error, "")} onRetry={() => mutate()} />;
  }

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="flex items-center gap-2">
          <Users className="size-4.5 text-pitch-600" aria-hidden /> Players
        </CardTitle>
        {members && <span className="text-sm text-slate-500">{members.length} joined</span>}
      </CardHeader>
      <CardContent>
        {isLoading && (
          <div className="space-y-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        )}
        {error && !isLoading && <p className="text-sm text-red-600">Failed to load users</p>}
        {members?.length === 0 && <p className="py-6 text-center text-sm text-slate-500">No players have joined yet.</p>}
        {members && members.length > 0 && (
          <ul className="divide-y divide-slate-100" aria-label="League members">
            {members.map((member) => (
              <li key={member.id} className="flex items-center gap-3 py-3">
                <span
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-navy-100 text-sm font-bold uppercase text-navy-700"
                  aria-hidden
                >
                  {member.username.slice(0, 2)}
                </span>
                <span className="min-w-0 flex-1 font-medium text-slate-900 wrap-anywhere">
                  {member.username}
                  {member.id === league.leagueUser.id && <span className="ml-1.5 text-xs font-normal text-slate-500">(you)</span>}
                </span>
                {member.isAdmin && <AdminBadge />}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
