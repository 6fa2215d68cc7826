import { SELECTIONS_PER_USER } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { DraftUser } from "@shared/contract/responses";

/** product.md §2 'User Management summary': counts, and the archived members with their reasons. */
export function UserSummaryCard({ users, failed }: { users: DraftUser[] | undefined; failed: boolean }) {
  const archived = users?.filter((u) => u.isArchived) ?? [];
  const active = (users?.length ?? 0) - archived.length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>User Management</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {failed && <p className="text-sm text-red-600">Failed to load users</p>}
        {!users && !failed && <Skeleton className="h-20" />}
        {users && (
          <dl className="grid grid-cols-3 gap-3">
            <Stat label="Active Users" value={active} tone="text-pitch-700" />
            <Stat label="Archived Users" value={archived.length} tone="text-amber-700" />
            <Stat label="Total Users" value={users.length} tone="text-navy-800" />
          </dl>
        )}
        {archived.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[480px] text-left text-sm" aria-label="Archived users">
              <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th className="py-2 pr-2 font-semibold">Username</th>
                  <th className="py-2 pr-2 font-semibold">Status</th>
                  <th className="py-2 pr-2 font-semibold">Reason</th>
                  <th className="py-2 text-right font-semibold">Picks</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {archived.map((u) => (
                  <tr key={u.id}>
                    <td className="py-2 pr-2 font-medium text-slate-900">{u.username}</td>
                    <td className="py-2 pr-2">
                      <Badge variant="draft">Archived</Badge>
                    </td>
                    <td className="py-2 pr-2 text-slate-600">{u.archivedReason ?? "–"}</td>
                    <td className="py-2 text-right tabular-nums">
                      {u.tempPicksCount}/{SELECTIONS_PER_USER}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

const Stat = ({ label, value, tone }: { label: string; value: number; tone: string }) => (
  <div className="rounded-xl bg-slate-50 p-3 text-center">
    <dt className="text-xs font-medium text-slate-500">{label}</dt>
    <dd className={`mt-1 text-2xl font-bold tabular-nums ${tone}`}>{value}</dd>
  </div>
);
