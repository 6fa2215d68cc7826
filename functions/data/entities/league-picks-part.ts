import type { EntityItem } from "electrodb";
import { tableEntity } from "../table/table-entity";

/**
 * One chunk of the picks a league's executed run left it with (every member's picks with their
 * scoring windows, gzipped JSON), kept in the league's `roster` collection so the board reads
 * them in the same query as the league and its members instead of reading the run (decision 0086, the board in two reads).
 * Keyed by run: a board only joins the chunks of the run the league points at.
 */
export const LeaguePicksPart = /* @__PURE__ */ tableEntity("leaguePicks", {
  attributes: {
    leagueId: { type: "string", required: true, readOnly: true },
    runId: { type: "string", required: true, readOnly: true },
    index: { type: "number", required: true, readOnly: true },
    /** How many chunks the run's picks have, on every chunk, so a reader knows it has them all. */
    parts: { type: "number", required: true },
    text: { type: "string", required: true },
  },
  indexes: {
    byLeague: {
      collection: "roster",
      pk: { field: "pk", composite: ["leagueId"] },
      sk: { field: "sk", composite: ["runId", "index"] },
    },
  },
});

export type LeaguePicksPartItem = EntityItem<typeof LeaguePicksPart>;
