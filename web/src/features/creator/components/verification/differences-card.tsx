import type { FeedComparison, FeedDifference } from "@shared/feed-types";
import { plural } from "@shared/text";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatPounds } from "@/features/creator/lib/compare";
import { useCreatorPieces } from "@/features/creator/pieces";

const show = (d: FeedDifference, value: string | number | null, statusLabel: (status: string) => string) =>
  value === null
    ? "—"
    : d.field === "Price" && typeof value === "number"
      ? formatPounds(value)
      : d.field === "Status"
        ? statusLabel(String(value))
        : String(value);

/** Every player on whom the live feed and our database disagree, one row per differing field. */
export function DifferencesCard({ comparison }: { comparison: FeedComparison }) {
  const { statusLabel } = useCreatorPieces();
  const { differences, comparedPlayers, feedError } = comparison;
  return (
    <Card data-testid="differences-card">
      <CardHeader>
        <CardTitle>Differences</CardTitle>
        <CardDescription>
          {feedError
            ? "The FPL API did not answer, so nothing could be compared."
            : differences.length === 0
              ? `All ${plural(comparedPlayers, "player")} in the feed agree with our database.`
              : `${plural(differences.length, "difference")} across ${plural(comparedPlayers, "player")}. The scheduled refreshes store the feed's values; a difference that stays is worth a look.`}
        </CardDescription>
      </CardHeader>
      {differences.length > 0 && (
        <CardContent>
          <div className="max-h-96 overflow-auto rounded-lg border border-slate-200" role="region" tabIndex={0} aria-label="Differences">
            <table className="w-full text-sm">
              <thead className="sticky top-0 bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Player
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Field
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    FPL feed
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Ours
                  </th>
                </tr>
              </thead>
              <tbody>
                {differences.map((d) => (
                  <tr key={`${d.playerId}-${d.field}`} className="border-t border-slate-100">
                    <td className="px-3 py-2">
                      <span className="font-medium text-slate-900">{d.playerName}</span>{" "}
                      <span className="text-xs text-slate-500">{d.teamName}</span>
                    </td>
                    <td className="px-3 py-2 text-slate-600">{d.field}</td>
                    <td className="px-3 py-2 text-right font-medium tabular-nums">{show(d, d.feed, statusLabel)}</td>
                    <td className="px-3 py-2 text-right font-medium tabular-nums">{show(d, d.ours, statusLabel)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </CardContent>
      )}
    </Card>
  );
}
