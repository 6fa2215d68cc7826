import type { Player } from "./feed-types";

export const ALL = "all";

export type PlayerSort = "goals" | "lastSeason" | "price" | "name";

export interface PlayerFilter {
  search: string;
  team: string;
  position: string;
  sort: PlayerSort;
}

export const PLAYER_SORTS: ReadonlyArray<{ value: PlayerSort; label: string }> = [
  { value: "goals", label: "Season goals" },
  { value: "lastSeason", label: "Last season's goals" },
  { value: "price", label: "Price" },
  { value: "name", label: "Name" },
];

/**
 * Scorers first: a goals game opens on who scores (season goals, then last season's, then
 * price), most first; name sorts A to Z. Ties keep the name order the index already has.
 */
const BY: Record<PlayerSort, ((a: Player, b: Player) => number) | null> = {
  goals: (a, b) => b.goalsScored - a.goalsScored || (b.goalsLastSeason ?? 0) - (a.goalsLastSeason ?? 0),
  lastSeason: (a, b) => (b.goalsLastSeason ?? 0) - (a.goalsLastSeason ?? 0) || b.goalsScored - a.goalsScored,
  price: (a, b) => b.nowCost - a.nowCost,
  name: null,
};

/** A player with its search text worked out once, so a keystroke costs one `includes` per player. */
export interface IndexedPlayer {
  player: Player;
  haystack: string;
}

/** Lower case without accents, so "odegaard" finds "Ødegaard" and "munoz" finds "Muñoz". */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ø/gi, "o")
    .toLowerCase();
}

/** product.md §5: in webName order (the other sorts break ties by it); the search matches webName, secondName or teamName. */
export function indexPlayers(players: readonly Player[]): IndexedPlayer[] {
  return [...players]
    .sort((a, b) => a.webName.localeCompare(b.webName) || a.id - b.id)
    .map((player) => ({ player, haystack: fold(`${player.webName}\n${player.secondName}\n${player.teamName}`) }));
}

export function filterPlayers(index: readonly IndexedPlayer[], filter: PlayerFilter): Player[] {
  const needle = fold(filter.search.trim());
  const out: Player[] = [];
  for (const { player, haystack } of index) {
    if (filter.team !== ALL && player.teamName !== filter.team) continue;
    if (filter.position !== ALL && player.position !== filter.position) continue;
    if (needle && !haystack.includes(needle)) continue;
    out.push(player);
  }
  const by = BY[filter.sort];
  return by ? out.sort(by) : out;
}

export const teamsOf = (players: readonly Player[]) => [...new Set(players.map((p) => p.teamName))].sort((a, b) => a.localeCompare(b));

export const POSITIONS = [
  { value: "GKP", label: "Goalkeepers" },
  { value: "DEF", label: "Defenders" },
  { value: "MID", label: "Midfielders" },
  { value: "FWD", label: "Forwards" },
] as const;
