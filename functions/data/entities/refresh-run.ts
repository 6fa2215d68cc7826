import type { EntityItem } from "electrodb";
import { tableEntity } from "../table/table-entity";
import { refreshProgressAttributes } from "./refresh-progress";

/**
 * What one feed refresh did: who started it, how long it took, what it read and wrote, and its
 * timestamped steps (the creator's process log shows them). A failed run says why.
 */
export const RefreshRun = /* @__PURE__ */ tableEntity("refreshRun", {
  attributes: {
    ...refreshProgressAttributes,
    runId: { type: "string", required: true },
    status: { type: ["ok", "failed"] as const, required: true },
    reason: { type: "string" },
    finishedAt: { type: "string", required: true },
    durationMs: { type: "number", required: true },
  },
  indexes: {
    byKind: {
      pk: { field: "pk", composite: ["kind"], template: "fpl#runs#${kind}" },
      sk: { field: "sk", composite: ["runId"] },
    },
    latest: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: [], template: "fpl#runs" },
      sk: { field: "gsi1sk", composite: ["runId"] },
    },
  },
});

export type RefreshRunItem = EntityItem<typeof RefreshRun>;
