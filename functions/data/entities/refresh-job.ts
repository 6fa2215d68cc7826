import type { EntityItem } from "electrodb";
import { tableEntity } from "../table/table-entity";
import { refreshProgressAttributes } from "./refresh-progress";

/**
 * The refresh of a kind that is running now, one item per kind: it is the lock (one refresh of a
 * kind at a time, taken with a conditional put and given up at its expiry if the run dies) and
 * the run's progress so far (steps and counters), which a continuation picks up where the cut-off
 * run stopped. Removed when the run's final record (refreshRun) is written.
 */
export const RefreshJob = /* @__PURE__ */ tableEntity("refreshJob", {
  attributes: {
    ...refreshProgressAttributes,
    runId: { type: "string", required: true },
    /** Epoch milliseconds after which the lock is free: the job's timeout plus a margin. */
    expiresAt: { type: "number", required: true },
  },
  indexes: {
    byKind: {
      pk: { field: "pk", composite: ["kind"], template: "fpl#job#${kind}" },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type RefreshJobItem = EntityItem<typeof RefreshJob>;
