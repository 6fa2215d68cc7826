import type { EntityItem } from "electrodb";
import { tableEntity } from "../table/table-entity";

/**
 * A gameweek with the feed's own flags (product.md §10.4 scores by them, not by the clock),
 * and whether our stored goals for it are final, so the goals refresh can stop reading it.
 */
export const Gameweek = /* @__PURE__ */ tableEntity("gameweek", {
  attributes: {
    /** The season label ("2025/26"): ids are re-issued every season, so every key carries it (product.md §10.13). */
    season: { type: "string", required: true },
    gameweekId: { type: "number", required: true },
    name: { type: "string", required: true },
    deadlineTime: { type: "string" },
    isPrevious: { type: "boolean", required: true },
    isCurrent: { type: "boolean", required: true },
    isNext: { type: "boolean", required: true },
    isFinished: { type: "boolean", required: true },
    dataChecked: { type: "boolean", required: true },
    /** Set when goals were stored from the feed after it marked the week finished and checked. */
    goalsFinal: { type: "boolean", required: true, default: false },
    goalsUpdatedAt: { type: "string" },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    all: {
      pk: { field: "pk", composite: ["season"], template: "fpl#gameweeks#${season}" },
      sk: { field: "sk", composite: ["gameweekId"] },
    },
  },
});

export type GameweekItem = EntityItem<typeof Gameweek>;
