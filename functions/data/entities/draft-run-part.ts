import { mainIndex, tableEntity } from "../table/table-entity";

/**
 * One chunk of a large draft-run field (inputs, audit log, results, settled picks) kept beside
 * the run in the league's partition, so a run at 10,000 members stays under DynamoDB's 400 KB
 * item limit (decision 0066, large draft runs are chunked in the table). The run item says how many chunks each field has; draft-store joins them.
 */
export const DraftRunPart = /* @__PURE__ */ tableEntity("draftRunPart", {
  attributes: {
    leagueId: { type: "string", required: true, readOnly: true },
    runId: { type: "string", required: true, readOnly: true },
    field: { type: ["inputsGz", "auditLogGz", "resultsGz", "picksGz"] as const, required: true, readOnly: true },
    index: { type: "number", required: true, readOnly: true },
    text: { type: "string", required: true },
  },
  indexes: {
    byRun: mainIndex(["leagueId"], ["runId", "field", "index"]),
  },
});
