import { plural } from "./text";

/** A final table's row as the crown reads it: the board's, the past season's, the weekly story's. */
export interface Standing {
  username: string;
  totalGoals: number;
  position: number;
}

/**
 * Who wins a finished season: everyone in first place (the board ranks equal totals alike, so
 * a tie on goals shares the crown). Nobody wins a season in which no member scored.
 */
export function seasonChampions<T extends Standing>(rows: readonly T[]): T[] {
  return rows.filter((r) => r.position === 1 && r.totalGoals > 0);
}

/** "Alice wins the 2025/26 season with 42 goals!", or the names that share it; null without a champion. */
export function crownLine(champions: readonly Standing[], seasonName: string): string | null {
  if (champions.length === 0) return null;
  const goals = plural(champions[0].totalGoals, "goal");
  if (champions.length === 1) return `${champions[0].username} wins the ${seasonName} season with ${goals}!`;
  const names = champions.map((c) => c.username);
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)} share the ${seasonName} title with ${goals} each!`;
}
