import { useMemo, useRef, useState } from "react";
import type { LiveDraftView } from "@shared/contract/responses";
import type { Player } from "@shared/feed-types";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { ALL, filterPlayers, indexPlayers, teamsOf, type PlayerFilter } from "@shared/player-filter";
import { usePlayers } from "../api/players";
import { useKeptFocus } from "../hooks/use-kept-focus";
import { useLiveDraftPieces } from "../pieces";

const about = (player: Player) => `${player.teamName} · ${player.goalsScored} goals this season · ${player.goalsLastSeason ?? "–"} last`;

/** A list this long is still quick to scan on a phone; a search finds the rest. */
const SHOWN = 40;
const DEPARTED = "u";

interface FreePlayersProps {
  leagueId: string;
  view: LiveDraftView;
  /** Picks for the turn on the clock; undefined when the caller cannot pick now. */
  onPick?: (player: Player) => void;
  pickLabel: string;
  busy: boolean;
}

/**
 * Every player still free in the league (not picked, not departed), searchable and filtered by
 * club and position, scorers first; on the caller's turn (or an admin's, for the member on the
 * clock) each has a Pick button. Any free player may be picked, not only the caller's 15.
 */
export function FreePlayers({ leagueId, view, onPick, pickLabel, busy }: FreePlayersProps) {
  const { players } = usePlayers(leagueId);
  const { PlayerFilters } = useLiveDraftPieces();
  const [filter, setFilter] = useState<PlayerFilter>({ search: "", team: ALL, position: ALL, sort: "goals" });
  const search = useDebouncedValue(filter.search, 150);
  const taken = useMemo(() => new Set(view.picks.map((p) => p.playerId)), [view.picks]);
  const free = useMemo(() => (players ?? []).filter((p) => !taken.has(p.id) && p.status !== DEPARTED), [players, taken]);
  const index = useMemo(() => indexPlayers(free), [free]);
  const teams = useMemo(() => teamsOf(players ?? []), [players]);
  const found = useMemo(() => filterPlayers(index, { ...filter, search }), [index, filter, search]);
  const list = useRef<HTMLUListElement>(null);
  useKeptFocus(list);

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle>Free players</CardTitle>
        <CardDescription>{players ? `${free.length} players are still free.` : "Loading the players…"}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <PlayerFilters filter={filter} teams={teams} onChange={setFilter} />
        {!players ? (
          <Skeleton className="h-48 rounded-xl" />
        ) : (
          <ul
            ref={list}
            tabIndex={-1}
            aria-label="Free players"
            className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200"
            data-testid="free-players"
          >
            {found.slice(0, SHOWN).map((player) => (
              // At 320 px a long "Pick for …" goes under the name instead of squeezing it to nothing.
              <li key={player.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2" data-player={player.webName}>
                <span className="w-9 shrink-0 text-xs font-semibold text-slate-500">{player.position}</span>
                <span className="min-w-[7rem] flex-1" title={`${player.webName} · ${about(player)}`}>
                  <span className="block truncate font-semibold text-slate-900">{player.webName}</span>
                  <span className="block truncate text-xs text-slate-500">{about(player)}</span>
                </span>
                {onPick && (
                  <Button size="sm" disabled={busy} onClick={() => onPick(player)} aria-label={`${pickLabel}: ${player.webName}`}>
                    {pickLabel}
                  </Button>
                )}
              </li>
            ))}
            {found.length === 0 && <li className="px-3 py-6 text-center text-sm text-slate-500">No free player matches.</li>}
            {found.length > SHOWN && (
              <li className="px-3 py-2 text-center text-xs text-slate-500">
                Showing {SHOWN} of {found.length}: search or filter to find the others.
              </li>
            )}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
