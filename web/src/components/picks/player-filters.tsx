import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { ALL, PLAYER_SORTS, POSITIONS, type PlayerFilter, type PlayerSort } from "@/lib/players/player-filter";

const selectClass =
  "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-pitch-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-pitch-500/40";

interface PlayerFiltersProps {
  filter: PlayerFilter;
  teams: string[];
  onChange: (filter: PlayerFilter) => void;
}

/** Search by name or team, club and position (spec 'Player selection'), and the order. Native selects suit phones best. */
export function PlayerFilters({ filter, teams, onChange }: PlayerFiltersProps) {
  return (
    <div className="grid gap-2">
      <label className="relative block">
        <span className="sr-only">Search players by name or team</span>
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
        <Input
          type="search"
          placeholder="Search by name or team"
          value={filter.search}
          onChange={(event) => onChange({ ...filter, search: event.target.value })}
          className="pl-9"
          autoComplete="off"
        />
      </label>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <select aria-label="Club" className={selectClass} value={filter.team} onChange={(event) => onChange({ ...filter, team: event.target.value })}>
          <option value={ALL}>All Clubs</option>
          {teams.map((team) => (
            <option key={team} value={team}>
              {team}
            </option>
          ))}
        </select>
        <select aria-label="Position" className={selectClass} value={filter.position} onChange={(event) => onChange({ ...filter, position: event.target.value })}>
          <option value={ALL}>All Positions</option>
          {POSITIONS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
        <select aria-label="Sort by" className={`${selectClass} col-span-2 sm:col-span-1`} value={filter.sort} onChange={(event) => onChange({ ...filter, sort: event.target.value as PlayerSort })}>
          {PLAYER_SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
