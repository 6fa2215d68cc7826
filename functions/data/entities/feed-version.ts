import type { EntityItem } from "electrodb";
import { tableEntity } from "../table/table-entity";

/**
 * The version of the stored feed data (players, clubs, gameweeks, goals): the last refresh run
 * that wrote any of it. A run that found nothing new leaves it alone, so caches and open screens
 * keyed on it only reload after a real change (decision 0052, a feed data version). One item at a fixed key: a GetItem.
 */
export const FeedVersion = /* @__PURE__ */ tableEntity("feedVersion", {
  attributes: {
    /** The id of the run that changed the data. */
    version: { type: "string", required: true },
    kind: { type: ["players", "goals"] as const, required: true },
    changedAt: { type: "string", required: true },
    /**
     * The last run that wrote feed data other than goals (players, clubs, gameweeks): a run that
     * only stored goals leaves it, so a function's copy of the players stays current through a
     * match and only the goals are read again. Absent on items written before it: then `version`.
     */
    dataVersion: { type: "string" },
    /**
     * For a run that stored goals only, and few of them: the version it replaced and the goal
     * records it wrote. A reader holding the season's goals at `goalsBase` lays these over its
     * copy instead of reading the season again (decision 0262, a goal patches the held goals).
     * Absent otherwise: then a copy older than `version` is read again.
     */
    goalsBase: { type: "string" },
    goalChanges: {
      type: "list",
      items: {
        type: "map",
        properties: {
          season: { type: "string", required: true },
          gameweekId: { type: "number", required: true },
          playerId: { type: "number", required: true },
          goals: { type: "number", required: true },
          fixtures: { type: "list", items: { type: "number" }, required: true },
        },
      },
    },
    /**
     * For a run that wrote feed data other than goals, and few items of it: the data version it
     * replaced and the catalogue items it wrote, by key. A reader holding the catalogue at
     * `dataBase` reads those items alone and lays them over its copy (decision 0328, a new
     * gameweek patches the held catalogue). Absent otherwise: then the catalogue is read again.
     */
    dataBase: { type: "string" },
    dataChanges: {
      type: "list",
      items: {
        type: "map",
        properties: {
          kind: { type: ["player", "team", "gameweek"] as const, required: true },
          season: { type: "string", required: true },
          id: { type: "number", required: true },
        },
      },
    },
  },
  indexes: {
    current: {
      pk: { field: "pk", composite: [], template: "fpl#version" },
      sk: { field: "sk", composite: [], template: "current" },
    },
  },
});

export type FeedVersionItem = EntityItem<typeof FeedVersion>;
