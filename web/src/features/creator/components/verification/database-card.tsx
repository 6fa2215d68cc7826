import { Database } from "lucide-react";
import type { GameweekView, RefreshStatus } from "@shared/feed-types";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Fact, yesNo } from "./fact";
import { formatTime } from "./format-time";

const SOURCE: Record<string, string> = { external_api: "API", manual: "Manual" };

/** product.md §2 'Data verification': our current gameweek (name, id, Is Current) and when goals last arrived. */
export function DatabaseCard({ gameweek, status }: { gameweek: GameweekView | undefined; status: RefreshStatus | undefined }) {
  return (
    <Card data-testid="database-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Database className="size-4 text-navy-600" aria-hidden />
          Our Database
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100">
          <Fact label="Current gameweek">{gameweek?.name ?? "-"}</Fact>
          <Fact label="Gameweek ID">{gameweek?.id ?? "-"}</Fact>
          <Fact label="Is Current">{yesNo(gameweek?.isCurrent)}</Fact>
          <Fact label="Last goals refresh">
            {formatTime(status?.lastGoalsRefresh)}
            {status?.lastRefreshSource ? ` (${SOURCE[status.lastRefreshSource]})` : ""}
          </Fact>
        </dl>
      </CardContent>
    </Card>
  );
}
