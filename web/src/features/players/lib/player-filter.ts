import type { Player } from "@shared/feed-types";

export const ALL = "all";

export interface PlayerFilter {
  search: string;
  team: string;
  position: string;
}

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

/** Spec §5: sorted by webName; the search matches webName, secondName or teamName. */
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
  return out;
}

export const teamsOf = (players: readonly Player[]) => [...new Set(players.map((p) => p.teamName))].sort((a, b) => a.localeCompare(b));

export const POSITIONS = [
  { value: "GKP", label: "Goalkeepers" },
  { value: "DEF", label: "Defenders" },
  { value: "MID", label: "Midfielders" },
  { value: "FWD", label: "Forwards" },
] as const;
