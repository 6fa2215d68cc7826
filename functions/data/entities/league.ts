import type { EntityItem } from "electrodb";
import { tableEntity } from "../table/table-entity";

/**
 * A private league. It shares its partition with its memberships (collection `roster`), so one
 * query returns a league and everyone in it.
 */
export const League = /* @__PURE__ */ tableEntity("league", {
  attributes: {
    leagueId: { type: "string", required: true },
    name: { type: "string", required: true },
    code: { type: "string", required: true, readOnly: true },
    seasonName: { type: "string", required: true },
    /** The store season (feed keys) the league plays in; absent on leagues made before seasons (product.md §10.13). */
    feedSeason: { type: "string" },
    isDraftMode: { type: "boolean", required: true, default: true },
    /** Set once a draft has been executed; going live by toggle needs it (product.md §10.6). */
    hasFinalDraft: { type: "boolean", required: true, default: false },
    /** The feed's `is_next` gameweek when the league went live (product.md §10.4). */
    scoringStartGameweek: { type: "number" },
    /** The seed of the current draft order: kept across re-simulations until re-randomised or reset. */
    draftSeed: { type: "string" },
    /** The simulation the admin is reviewing, if any. */
    currentSimulationRunId: { type: "string" },
    /** The execution whose results are the league's final picks. */
    currentRunId: { type: "string" },
    /** When the league first went live: it takes part in a January window that closes after this (product.md §10.11). */
    wentLiveAt: { type: "string" },
    /** The January window draft of the league's season (product.md §10.12): its seed, the simulation under review, the execution. */
    windowSeed: { type: "string" },
    windowSimulationRunId: { type: "string" },
    windowRunId: { type: "string" },
    /** The league's creator: the only one who may delete it. Passes on if they delete their profile. */
    /**
     * Changes (to a fresh random token) with every write that changes what the league's board
     * shows but not this item: members joining, leaving, renamed, archived, promoted, pick
     * counts, settled picks. Boards cache by it (decision 0086, the board in two reads); random, so a league deleted and
     * restored from a backup never meets an old cache entry.
     */
    boardVersion: { type: "string" },
    /**
     * Written with `boardVersion` by a change to one member's row (joining, leaving, a rename, an
     * archive, a pick save: board-version.ts `memberChanged`): the version it follows, the version
     * it set and the member. A function holding the roster at the first re-reads that member only
     * (decision 0265, a member's change re-reads that member). Any other change of `boardVersion`
     * leaves these naming an older version, so they are ignored.
     */
    boardPatchBase: { type: "string" },
    boardPatchVersion: { type: "string" },
    boardPatchMember: { type: "string" },
    /**
     * Changes when goals move this league's standings (a goal or a correction for a player it
     * holds), apart from `boardVersion`, so a goal does not make a function read the members
     * again: the goals come from the feed data, this says the board's numbers moved.
     */
    standingsVersion: { type: "string" },
    createdBy: { type: "string", required: true },
    createdAt: { type: "string", required: true, readOnly: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byId: {
      collection: "roster",
      pk: { field: "pk", composite: ["leagueId"] },
      sk: { field: "sk", composite: [] },
    },
    /** Every league, for the scheduled reminders and the creator's views. */
    all: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: [], template: "leagues" },
      sk: { field: "gsi1sk", composite: ["leagueId"] },
    },
  },
});

export type LeagueItem = EntityItem<typeof League>;
