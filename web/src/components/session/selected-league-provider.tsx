import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { UserLeague } from "@shared/types";
import { readStorage, writeStorage } from "@/lib/storage";
import { useUserLeagues } from "@/lib/session/get-user-leagues";
import { SELECTED_LEAGUE_KEY, resolveSelectedLeague } from "@/lib/session/selected-league";

interface SelectedLeagueValue {
  leagues: UserLeague[] | undefined;
  league: UserLeague | undefined;
  isLoading: boolean;
  error: unknown;
  selectLeague: (leagueId: string) => void;
  /** Reloads the list; pass a league to add or replace it at once (no flash of old data). */
  refreshLeagues: (changed?: UserLeague) => Promise<unknown>;
  /** Code of a league created in this visit, shown in a banner until another league is selected. */
  createdLeagueCode: string | null;
  announceCreatedLeague: (league: UserLeague) => void;
}

const byName = (a: UserLeague, b: UserLeague) => a.name.localeCompare(b.name);

const SelectedLeagueContext = createContext<SelectedLeagueValue | null>(null);

/** The league every signed-in screen talks about, remembered across visits in localStorage. */
export function SelectedLeagueProvider({ children }: { children: ReactNode }) {
  const { leagues, isLoading, error, mutate } = useUserLeagues();
  const [storedId, setStoredId] = useState(() => readStorage("local", SELECTED_LEAGUE_KEY));
  const [created, setCreated] = useState<{ id: string; code: string } | null>(null);

  const selectLeague = useCallback((leagueId: string) => {
    writeStorage("local", SELECTED_LEAGUE_KEY, leagueId);
    setStoredId(leagueId);
    // product.md §4: changing the selected league clears the "new league created" banner.
    setCreated((current) => (current && current.id !== leagueId ? null : current));
  }, []);

  const refreshLeagues = useCallback(
    (changed?: UserLeague) =>
      changed
        ? mutate((current) => [...(current ?? []).filter((l) => l.id !== changed.id), changed].sort(byName), { revalidate: true })
        : mutate(),
    [mutate],
  );

  const announceCreatedLeague = useCallback(
    (league: UserLeague) => {
      selectLeague(league.id);
      setCreated({ id: league.id, code: league.code });
    },
    [selectLeague],
  );

  const value = useMemo<SelectedLeagueValue>(
    () => ({
      leagues,
      league: leagues ? resolveSelectedLeague(leagues, storedId) : undefined,
      isLoading,
      error,
      selectLeague,
      refreshLeagues,
      createdLeagueCode: created?.code ?? null,
      announceCreatedLeague,
    }),
    [leagues, storedId, isLoading, error, selectLeague, refreshLeagues, created, announceCreatedLeague],
  );
  return <SelectedLeagueContext.Provider value={value}>{children}</SelectedLeagueContext.Provider>;
}

export function useSelectedLeague(): SelectedLeagueValue {
  const value = useContext(SelectedLeagueContext);
  if (!value) throw new Error("useSelectedLeague needs a SelectedLeagueProvider");
  return value;
}
