import { History } from "lucide-react";
import type { LeagueSeasons } from "@shared/contract/responses";

/**
 * Beyond the product's first version (product.md §10.13): which of the league's seasons the board shows. The current
 * season is the live board; a finished one is its final table, goal race and draft audit.
 */
export function SeasonPicker({
  seasons,
  value,
  onChange,
}: {
  seasons: LeagueSeasons;
  value: string | undefined;
  onChange: (season: string | undefined) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <History className="size-4 text-slate-500" aria-hidden />
      <label htmlFor="season-picker" className="text-sm font-semibold text-slate-700">
        Season
      </label>
      <select
        id="season-picker"
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value || undefined)}
        className="h-9 min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-800"
      >
        <option value="">{seasons.current.seasonName} (current)</option>
        {seasons.past.map((s) => (
          <option key={s.season} value={s.season}>
            {s.seasonName} (final table)
          </option>
        ))}
      </select>
    </div>
  );
}
