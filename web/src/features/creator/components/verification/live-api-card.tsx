import { Radio } from "lucide-react";
import type { FeedComparison } from "@shared/feed-types";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Fact, yesNo } from "./fact";
import { formatTime } from "./format-time";

/**
 * product.md §2 'Data verification': the feed's current gameweek, its current flag and status, read from
 * the FPL API itself (the server asks at most once a minute and says when it did).
 */
export function LiveApiCard({ comparison }: { comparison: FeedComparison | undefined }) {
  const live = comparison?.liveGameweek;
  const feedOk = comparison ? comparison.feedError === null : undefined;
  return (
    <Card data-testid="live-api-card">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="flex items-center gap-2">
          <Radio className="size-4 text-pitch-600" aria-hidden />
          Live FPL API
        </CardTitle>
        {feedOk === undefined ? null : feedOk ? <Badge variant="live">Live</Badge> : <Badge variant="draft">Unavailable</Badge>}
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100">
          <Fact label="Current gameweek">{live?.name ?? "-"}</Fact>
          <Fact label="API current flag">{yesNo(live?.isCurrent)}</Fact>
          <Fact label="Status">{feedOk === undefined ? "-" : feedOk ? "Live" : "Not answering"}</Fact>
          <Fact label="Read from the API">{formatTime(comparison?.fetchedAt ?? undefined)}</Fact>
        </dl>
        {comparison?.feedError && <p className="mt-3 rounded-lg bg-red-50 p-3 text-xs text-red-700">{comparison.feedError}</p>}
        <p className="mt-3 text-xs text-slate-500">Asked directly, at most once a minute: the FPL API limits how often it may be called.</p>
      </CardContent>
    </Card>
  );
}
