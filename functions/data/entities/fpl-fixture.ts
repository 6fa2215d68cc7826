import type { EntityItem } from "electrodb";
import { mainIndex, tableEntity } from "../table/table-entity";

const scorerList = {
  type: "list",
  items: { type: "map", properties: { playerId: { type: "number", required: true }, goals: { type: "number", required: true } } },
} as const;

/**
 * A fixture as the feed last reported it, with its scorers (`goals_scored` per player, home and
 * away together; own goals never) as absolute values, so writing the same answer twice changes
 * nothing. The goals refresh diffs each answer against it (shared/match-day/goal-diff.ts); the
 * cadence and the boards read its flags. One partition per season and gameweek (about ten items).
 */
export const FplFixture = /* @__PURE__ */ tableEntity("fplFixture", {
  attributes: {
    /** The season label ("2025/26"): ids are re-issued every season, so every key carries it (product.md §10.13). */
    season: { type: "string", required: true },
    gameweekId: { type: "number", required: true },
    fixtureId: { type: "number", required: true },
    kickoffTime: { type: "string" },
    teamH: { type: "number", required: true },
    teamA: { type: "number", required: true },
    teamHScore: { type: "number" },
    teamAScore: { type: "number" },
    started: { type: "boolean", required: true },
    /** The feed's `finished_provisional`: the match is over (bonus and checks may follow). */
    finishedProvisional: { type: "boolean", required: true },
    finished: { type: "boolean", required: true },
    minutes: { type: "number", required: true },
    scorers: { ...scorerList, required: true },
    /** Lower goals one answer showed, stored only once the next answer agrees (a correction). */
    pending: { ...scorerList, required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byGameweek: mainIndex(["season", "gameweekId"], ["fixtureId"]),
  },
});

export type FplFixtureItem = EntityItem<typeof FplFixture>;
