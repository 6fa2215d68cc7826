import { NativeSelect } from "@/components/ui/native-select";
import { SearchField } from "@/components/ui/search-field";
import { ALL, PLAYER_SORTS, POSITIONS, type PlayerFilter } from "@shared/player-filter";

const POSITION_OPTIONS = [{ value: ALL, label: "All Positions" }, ...POSITIONS];

interface PlayerFiltersProps {
  filter: PlayerFilter;
  teams: string[];
  onChange: (filter: PlayerFilter) => void;
}

/** Search by name or team, club and position (product.md §2 'Player selection'), and the order. */
export function PlayerFilters({ filter, teams, onChange }: PlayerFiltersProps) {
  const teamOptions = [{ value: ALL, label: "All Clubs" }, ...teams.map((team) => ({ value: team, label: team }))];
  return (
    <div className="grid gap-2">
      <SearchField
        label="Search players by name or team"
        placeholder="Search by name or team"
        value={filter.search}
        onValueChange={(search) => onChange({ ...filter, search })}
      />
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <NativeSelect label="Club" value={filter.team} options={teamOptions} onValueChange={(team) => onChange({ ...filter, team })} />
        <NativeSelect
          label="Position"
          value={filter.position}
          options={POSITION_OPTIONS}
          onValueChange={(position) => onChange({ ...filter, position })}
        />
        <NativeSelect
          label="Sort by"
          className="col-span-2 sm:col-span-1"
          value={filter.sort}
          options={PLAYER_SORTS}
          onValueChange={(sort) => onChange({ ...filter, sort })}
        />
      </div>
    </div>
  );
}
