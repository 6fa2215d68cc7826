/**
 * What a feed refresh records as it goes: the running lock (refreshJob) carries it so a
 * continuation picks up the counts and steps, and the final record (refreshRun) keeps it.
 */
export const refreshProgressAttributes = {
  kind: { type: ["players", "goals"] as const, required: true },
  source: { type: ["external_api", "manual"] as const, required: true },
  startedAt: { type: "string", required: true },
  feedCalls: { type: "number", required: true },
  reads: { type: "number", required: true },
  writes: { type: "number", required: true },
  steps: {
    type: "list",
    required: true,
    items: { type: "map", properties: { at: { type: "string", required: true }, message: { type: "string", required: true } } },
  },
} as const;
