import { tableEntity } from "../table/table-entity";

/**
 * What the goals refresh's minute tick needs to decide whether a refresh is due, in one item so
 * the tick costs one read: the current gameweek's stored fixtures (kick-off and flags), whether
 * that week is done, the next deadline, and when the refresh last ran. Written by every refresh
 * from what it stored (shared/match-day/cadence.ts decides from it).
 */
export const GoalsCadence = /* @__PURE__ */ tableEntity("goalsCadence", {
  attributes: {
    season: { type: "string", required: true },
    gameweekId: { type: "number", required: true },
    fixtures: {
      type: "list",
      required: true,
      items: {
        type: "map",
        properties: {
          kickoffTime: { type: "string" },
          started: { type: "boolean", required: true },
          finishedProvisional: { type: "boolean", required: true },
        },
      },
    },
    weekDone: { type: "boolean", required: true },
    nextDeadline: { type: "string" },
    lastRunAt: { type: "string" },
    lastFullRunAt: { type: "string" },
    /**
     * GOALS_CHANGED announcements whose publish failed after their goals were stored, as JSON: the
     * next goals run announces them again, and the tick runs one at once for them (decision 0266,
     * a goal announced again). Absent when every announcement went out.
     */
    heldGoals: { type: "string" },
  },
  indexes: {
    one: {
      pk: { field: "pk", composite: [], template: "fpl#goals-cadence" },
      sk: { field: "sk", composite: [] },
    },
  },
});
