import type { EntityItem } from "electrodb";
import { mainIndex, tableEntity } from "../table/table-entity";

/**
 * A season a league has finished (product.md §10.13), kept when its admin starts the next one: the
 * final table and goal race as they stood at the end, everyone's original lists, and the draft
 * runs it executed (their audit logs stay on the run items). It lives in the league's partition
 * outside the `roster` collection, so the current season's reads never load it and deleting the
 * league removes it.
 */
export const LeagueSeason = /* @__PURE__ */ tableEntity("leagueSeason", {
  attributes: {
    leagueId: { type: "string", required: true, readOnly: true },
    /** The store season (feed keys) the league played in. */
    season: { type: "string", required: true, readOnly: true },
    /** The label the league showed for it. */
    seasonName: { type: "string", required: true },
    /** The last gameweek, whose table is the final one. */
    finalGameweek: { type: "number", required: true },
    finishedAt: { type: "string", required: true },
    finishedBy: { type: "string", required: true },
    /** Every draft run of the season (simulations included), so the next season's history starts empty. */
    runIds: { type: "list", items: { type: "string" }, required: true },
    /** The executions (main draft and January window) whose audit logs the season shows. */
    executedRunIds: { type: "list", items: { type: "string" }, required: true },
    /** Gzipped JSON: the final board rows, the goal race, and Record<userId, playerIds> of the original lists. */
    boardGz: { type: "string", required: true },
    raceGz: { type: "string", required: true },
    selectionsGz: { type: "string", required: true },
  },
  indexes: {
    byLeague: mainIndex(["leagueId"], ["season"]),
  },
});

export type LeagueSeasonItem = EntityItem<typeof LeagueSeason>;
