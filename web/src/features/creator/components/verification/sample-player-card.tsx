import { CheckCircle2, XCircle } from "lucide-react";
import { useState } from "react";
import type { FeedComparison, VerificationPlayer } from "@shared/feed-types";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { compareSample, formatPounds } from "@/features/creator/lib/compare";

/** How many top scorers the sample can be switched between. */
const SAMPLE_CHOICES = 20;

const MatchBadge = ({ ok, label }: { ok: boolean; label: string }) => (
  <Badge variant={ok ? "live" : "draft"}>
    {ok ? <CheckCircle2 className="size-3.5" aria-hidden /> : <XCircle className="size-3.5" aria-hidden />}
    {ok ? label : label.replace("Match", "Mismatch")}
  </Badge>
);

interface SamplePlayerCardProps {
  ours: VerificationPlayer[];
  feedPlayers: FeedComparison["feedPlayers"] | undefined;
}

/**
 * One player side by side: the FPL API's reading now, and what scoring reads from our database
 * (season and this gameweek's goals). The top scorer by default.
 */
export function SamplePlayerCard({ ours, feedPlayers }: SamplePlayerCardProps) {
  const [playerId, setPlayerId] = useState(ours[0]?.playerId);
  const sample = ours.find((p) => p.playerId === playerId) ?? ours[0];
  if (!sample) {
    return (
      <Card className="p-6 text-sm text-slate-600">
        No goals stored yet, so there is no player to compare. Refresh the data to load them.
      </Card>
    );
  }
  const feed = feedPlayers?.find((p) => p.id === sample.playerId);
  const { goalsMatch, priceMatch } = compareSample(sample, feed);
  const rows: Array<[string, string, string]> = [
    ["ID", String(feed?.id ?? "-"), String(sample.playerId)],
    ["Name", feed?.webName ?? "-", sample.playerName],
    ["Team", feed?.teamName ?? "-", sample.teamName],
    ["Season goals", String(feed?.goalsScored ?? "-"), String(sample.totalGoals)],
    ["Price", feed ? formatPounds(feed.nowCost) : "-", formatPounds(sample.price)],
    ["Gameweek goals", "", String(sample.currentGameweekGoals)],
  ];

  return (
    <Card data-testid="sample-player-card">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle>Sample player</CardTitle>
          <CardDescription>The FPL API now, next to what scoring reads.</CardDescription>
        </div>
        <select
          aria-label="Sample player"
          value={sample.playerId}
          onChange={(event) => setPlayerId(Number(event.target.value))}
          className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
        >
          {ours.slice(0, SAMPLE_CHOICES).map((p) => (
            <option key={p.playerId} value={p.playerId}>
              {p.playerName} ({p.totalGoals})
            </option>
          ))}
        </select>
      </CardHeader>
      <CardContent>
        <div className="flex flex-wrap gap-2">
          <MatchBadge ok={goalsMatch} label="Season Goals Match" />
          <MatchBadge ok={priceMatch} label="Price Match" />
        </div>
        <table className="mt-4 w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
              <th scope="col" className="py-2 pr-2" />
              <th scope="col" className="whitespace-nowrap px-2 py-2">
                FPL feed
              </th>
              <th scope="col" className="whitespace-nowrap py-2 pl-2">
                Our database
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, theirs, mine]) => (
              <tr key={label} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-2 pr-2 text-left font-normal text-slate-500">
                  {label}
                </th>
                <td className="px-2 py-2 font-medium tabular-nums text-slate-900">{theirs}</td>
                <td className="py-2 pl-2 font-medium tabular-nums text-slate-900">{mine}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
