/**
 * The replay's data pack read straight from its JSON files, for tests that check the app's
 * answers against an independent computation: goals per player and gameweek, and whether the
 * feed says a player has left the league at a position of the replay clock. Nothing here calls
 * the app's or the replay server's code.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** live.json rows: [id, minutes, goals, ownGoals, fixtures]. */
type LiveRow = [number, number, number, number, number[]];
/** season.json element rows, as far as the tests read them: [id, code, webName, …, status at index 8]. */
type ElementRow = [number, number, string, string, string, number, number, number, string];

export function packReference(season: "2024-25" | "2025-26") {
  const dir = join(import.meta.dirname, "../../infra/local/fpl-replay/data", season);
  const read = (file: string) => JSON.parse(readFileSync(join(dir, file), "utf8"));
  const live = read("live.json") as Record<string, LiveRow[]>;
  const data = read("season.json") as {
    events: Array<[number, string, string]>;
    elements: ElementRow[];
    statusChanges: Record<string, Array<[string, string, string]>>;
  };
  const byName = new Map(data.elements.map((e) => [e[2], e[0]]));
  const finalStatus = new Map(data.elements.map((e) => [e[0], e[8]]));
  const row = (id: number, week: number) => live[week]?.find((r) => r[0] === id);
  const goals = (id: number, week: number) => row(id, week)?.[2] ?? 0;
  return {
    idOf: (webName: string) => {
      const id = byName.get(webName);
      if (id === undefined) throw new Error(`${webName} is not in the ${season} pack`);
      return id;
    },
    row,
    goals,
    ownGoals: (id: number, week: number) => row(id, week)?.[3] ?? 0,
    /** A player's goals over gameweeks `from`..`to`, both included. */
    goalsBetween: (id: number, from: number, to: number) => {
      let sum = 0;
      for (let week = from; week <= to; week++) sum += goals(id, week);
      return sum;
    },
    /**
     * Left the league as the feed says with the clock at `week`: gone from the elements, or
     * status `u` in the last dated change written before the next gameweek's deadline (the
     * clock stands between the two deadlines), or in the last snapshot when he has no dated change.
     */
    departedAt: (id: number, week: number) => {
      if (!finalStatus.has(id)) return true;
      const changes = data.statusChanges[id];
      if (!changes) return finalStatus.get(id) === "u";
      const next = data.events.find((e) => e[0] === week + 1);
      const known = changes.filter(([at]) => !next || Date.parse(at) < Date.parse(next[2]));
      return known.at(-1)?.[1] === "u";
    },
  };
}
