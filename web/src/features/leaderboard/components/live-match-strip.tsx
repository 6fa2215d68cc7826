import { Radio } from "lucide-react";
import { useLiveMatches } from "../api/get-live-matches";

/**
 * The live-match strip over the board (product.md §10.16): each match being played now, its
 * minute (FT once over; a finished match stays a while, shared/live-strip.ts) and score, and which of the viewer's players are in it (with their goals). Nothing
 * shows when no match is live.
 */
export function LiveMatchStrip({ leagueId }: { leagueId: string }) {
  const { live } = useLiveMatches(leagueId);
  if (!live?.matches.length) return null;
  return (
    <section aria-label="Live matches" className="rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-950">
      <h2 className="mb-2 flex items-center gap-2 font-semibold">
        <Radio className="size-4 text-emerald-700" aria-hidden /> Live now
      </h2>
      <ul className="flex flex-wrap gap-2">
        {live.matches.map((m) => (
          <li key={m.fixtureId} className="min-w-0 rounded-xl bg-white px-3 py-2 shadow-sm" data-testid="live-match">
            <p className="font-medium tabular-nums">
              {m.home} {m.homeScore}–{m.awayScore} {m.away}{" "}
              <span className="text-emerald-700">{m.finished ? <abbr title="Full time">FT</abbr> : <>{m.minute}&prime;</>}</span>
            </p>
            {m.myPlayers.length > 0 && (
              <p className="truncate text-xs text-emerald-900">
                Yours:{" "}
                {m.myPlayers.map((p, i) => (
                  <span key={p.playerId}>
                    {i > 0 && ", "}
                    {p.name}
                    {p.goals > 0 && (
                      <strong>
                        {" "}
                        ({p.goals} {p.goals === 1 ? "goal" : "goals"})
                      </strong>
                    )}
                  </span>
                ))}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
