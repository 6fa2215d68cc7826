import { Radio } from "lucide-react";
import type { GameweekView, RefreshStatus } from "@shared/feed-types";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { CreatorDebug } from "../api/get-creator-debug";
import { Fact, yesNo } from "./fact";
import { formatTime } from "./format-time";

interface LiveApiCardProps {
  /** Present for the site creator only: the feed read live just now. */
  debug: CreatorDebug | undefined;
  gameweek: GameweekView | undefined;
  status: RefreshStatus | undefined;
}

/**
 * Spec 'Data verification': the feed's current gameweek, its current flag and status. The site
 * creator's view asks the feed live; a league admin may not, so their card shows the feed as our
 * last refresh read it, and says so.
 */
export function LiveApiCard({ debug, gameweek, status }: LiveApiCardProps) {
  const live = debug?.fplBootstrap.current;
  const lastAttempt = status?.lastAttempt;
  const feedOk = debug ? !debug.feedError && live !== null : lastAttempt ? lastAttempt.status === "ok" : undefined;

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
          <Fact label="Current gameweek">{debug ? (live?.name ?? "-") : (gameweek?.name ?? "-")}</Fact>
          <Fact label="API current flag">{yesNo(debug ? live?.is_current : gameweek?.isCurrent)}</Fact>
          <Fact label="Status">{feedOk === undefined ? "-" : feedOk ? "Live" : "Not answering"}</Fact>
          {!debug && <Fact label="Last feed read">{formatTime(lastAttempt?.at)}</Fact>}
        </dl>
        {debug?.feedError && <p className="mt-3 rounded-lg bg-red-50 p-3 text-xs text-red-700">{debug.feedError}</p>}
        {!debug && lastAttempt?.status === "failed" && lastAttempt.reason && <p className="mt-3 rounded-lg bg-red-50 p-3 text-xs text-red-700">{lastAttempt.reason}</p>}
        <p className="mt-3 text-xs text-slate-500">
          {debug
            ? "Read from the FPL API just now."
            : "As of our last refresh from the FPL API. Asking the API directly is kept for the site creator."}
        </p>
      </CardContent>
    </Card>
  );
}
