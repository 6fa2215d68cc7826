import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { gameweekFilter, type TableFilters } from "../lib/table-query";

/** Search, gameweek and user filters of the DB tab; the same filters shape the CSV export. */
export function TableFilterFields({ filters, onChange }: { filters: TableFilters; onChange: (filters: TableFilters) => void }) {
  const gameweekOk = gameweekFilter(filters.gameweek).valid;
  return (
    <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1.5fr]">
      <div className="space-y-1">
        <Label className="block" htmlFor="db-search">
          Search
        </Label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <Input
            id="db-search"
            type="search"
            className="pl-9"
            placeholder="Any value in any column"
            value={filters.search}
            onChange={(e) => onChange({ ...filters, search: e.target.value })}
          />
        </div>
      </div>
      <div className="space-y-1">
        <Label className="block" htmlFor="db-gameweek">
          Gameweek
        </Label>
        <Input
          id="db-gameweek"
          inputMode="numeric"
          placeholder="1–38"
          aria-invalid={!gameweekOk}
          aria-describedby={gameweekOk ? undefined : "db-gameweek-error"}
          value={filters.gameweek}
          onChange={(e) => onChange({ ...filters, gameweek: e.target.value })}
        />
        {!gameweekOk && (
          <p id="db-gameweek-error" className="text-xs text-red-600">
            A gameweek is a whole number from 1 to 38.
          </p>
        )}
      </div>
      <div className="space-y-1">
        <Label className="block" htmlFor="db-user">
          User
        </Label>
        <Input
          id="db-user"
          placeholder="User id, e-mail or name"
          value={filters.user}
          onChange={(e) => onChange({ ...filters, user: e.target.value })}
        />
      </div>
    </div>
  );
}
