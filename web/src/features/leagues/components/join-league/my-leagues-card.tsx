import type { UserLeague } from "@shared/types";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { AdminBadge, ModeBadge } from "@/components/ui/mode-badge";

/** The leagues the user is already in, so a code they already hold is easy to spot. */
export function MyLeaguesCard({ leagues }: { leagues: UserLeague[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your leagues</CardTitle>
      </CardHeader>
      <CardContent>
        {leagues.length === 0 ? (
          <p className="text-sm text-slate-500">You haven't joined any leagues yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {leagues.map((league) => (
              <li key={league.id} className="flex items-center gap-3 py-2.5">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900 wrap-anywhere">{league.name}</p>
                  <p className="font-mono text-xs text-slate-500">{league.code}</p>
                </div>
                <ModeBadge isDraftMode={league.isDraftMode} />
                {league.isAdmin && <AdminBadge />}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
