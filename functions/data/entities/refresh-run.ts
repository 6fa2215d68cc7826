import { Entity, type EntityItem } from "electrodb";
import { documentClient, tableName } from "../client";

/**
 * What one feed refresh did: who started it, how long it took, what it read and wrote, and its
 * timestamped steps (the creator's process log shows them). A failed run says why.
 */
export const RefreshRun = new Entity(
  {
    model: { entity: "refreshRun", version: "1", service: "treble" },
    attributes: {
      runId: { type: "string", required: true },
      kind: { type: ["players", "goals"] as const, required: true },
      source: { type: ["external_api", "manual"] as const, required: true },
      status: { type: ["ok", "failed"] as const, required: true },
      reason: { type: "string" },
      startedAt: { type: "string", required: true },
      finishedAt: { type: "string", required: true },
      durationMs: { type: "number", required: true },
      feedCalls: { type: "number", required: true },
      reads: { type: "number", required: true },
      writes: { type: "number", required: true },
      steps: {
        type: "list",
        required: true,
        items: { type: "map", properties: { at: { type: "string", required: true }, message: { type: "string", required: true } } },
      },
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
  },
  { client: documentClient, table: tableName() },
);

export type RefreshRunItem = EntityItem<typeof RefreshRun>;
