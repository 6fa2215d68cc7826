import type { UserLeague } from "@shared/types";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { WrapAtDots } from "@/components/ui/wrap-at-dots";

/** product.md §2 'Home page': username, league role and season phase in the selected league. */
export function LeagueStatusCard({ league }: { league: UserLeague }) {
  const rows = [
    { label: "Username", value: league.leagueUser.username },
    { label: "League role", value: league.isAdmin ? "Admin" : "Participant" },
    { label: "Season", value: league.isDraftMode ? "Draft Phase" : "Active Season" },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>League Status</CardTitle>
        <p className="text-sm text-slate-500">{league.name}</p>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-3">
          {rows.map((row) => (
            <div key={row.label} className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{row.label}</dt>
              <dd className="mt-1 font-semibold text-slate-900">
                <WrapAtDots text={row.value} />
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
