import type { UserLeague } from "@shared/types";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useActivityLogs } from "@/features/draft/api/get-activity-logs";
import { formatWhen } from "@/features/draft/components/history-dialog";

const SEVERITY = { error: "draft", warning: "admin", info: "navy" } as const;

/** Activity tab: the league's log, newest first (filters arrive with the activity issue). */
export function ActivityTab({ league }: { league: UserLeague }) {
  const { entries, error, isLoading } = useActivityLogs(league.id);
  const sorted = [...(entries ?? [])].sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{league.name} activity</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading && <Skeleton className="h-40" />}
        {error && <p className="text-sm text-red-600">Failed to load the activity log.</p>}
        {entries && entries.length === 0 && <p className="py-6 text-center text-sm text-slate-500">Nothing has happened in this league yet.</p>}
        <ul className="divide-y divide-slate-100" aria-label="Activity log">
          {sorted.map((e) => (
            <li key={e.id} className="py-3">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold text-slate-900">{e.actionType}</span>
                <Badge variant={SEVERITY[e.severity as keyof typeof SEVERITY] ?? "neutral"}>{e.severity}</Badge>
                <Badge variant="neutral">{e.category}</Badge>
                <span className="ml-auto text-xs text-slate-500">{formatWhen(e.timestamp)}</span>
              </div>
              <p className="mt-1 text-sm text-slate-600">{e.actionDetails}</p>
              {e.username && <p className="text-xs text-slate-400">by {e.username}</p>}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
