import { useCallback, useMemo, useState } from "react";
import type { Player } from "@shared/feed-types";
import { SELECTIONS_PER_USER } from "@shared/constants";
import { Card } from "@/components/ui/card";
import { VirtualList } from "@/components/ui/virtual-list";
import { ALL, filterPlayers, type IndexedPlayer, type PlayerFilter } from "@shared/player-filter";
import type { Squad } from "@/features/picks/lib/squad";
import { PlayerFilters } from "./player-filters";
import { PlayerRow } from "./player-row";

// Three lines: name and flag, club and price, the feed's news when there is some.
const ROW_HEIGHT = 68;

interface AvailablePlayersProps {
  index: IndexedPlayer[];
  teams: string[];
  squad: Squad;
  onAdd: (playerId: number) => void;
  className?: string;
  /** How many players the list may hold (the January window ranks 5). */
  limit?: number;
}

/** The whole player list, filtered per keystroke, scorers first, rendered as a window of rows. */
export function AvailablePlayers({ index, teams, squad, onAdd, className, limit = SELECTIONS_PER_USER }: AvailablePlayersProps) {
  const [filter, setFilter] = useState<PlayerFilter>({ search: "", team: ALL, position: ALL, sort: "goals" });
  const shown = useMemo(() => filterPlayers(index, filter), [index, filter]);
  const chosen = useMemo(() => new Set(squad), [squad]);
  const full = squad.length >= limit;
  const renderRow = useCallback(
    (player: Player) => <PlayerRow player={player} chosen={chosen.has(player.id)} full={full} onAdd={onAdd} />,
    [chosen, full, onAdd],
  );

  return (
    <Card className={className}>
      <div className="space-y-3 border-b border-slate-100 p-4">
        <div className="flex items-baseline justify-between gap-2">
          <h2 className="text-base font-semibold text-slate-900">Available Players</h2>
          <p className="text-xs text-slate-500" aria-live="polite" data-testid="available-count">
            {shown.length} of {index.length}
          </p>
        </div>
        <PlayerFilters filter={filter} teams={teams} onChange={setFilter} />
      </div>
      {index.length === 0 ? (
        // A brand-new install answers before its first players refresh ends; the list polls until it has them.
        <p className="px-4 py-12 text-center text-sm text-slate-500" role="status" data-testid="players-loading">
          Loading players… The season's players are being fetched for the first time; they appear here in a moment.
        </p>
      ) : shown.length === 0 ? (
        <p className="px-4 py-12 text-center text-sm text-slate-500">No players match your search.</p>
      ) : (
        <VirtualList
          items={shown}
          rowHeight={ROW_HEIGHT}
          getKey={(player) => player.id}
          renderRow={renderRow}
          label="Available players"
          resetKey={`${filter.search}|${filter.team}|${filter.position}|${filter.sort}`}
          className="h-[calc(100dvh-20rem)] min-h-80 lg:h-[36rem]"
        />
      )}
    </Card>
  );
}
