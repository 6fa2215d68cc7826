import type { EntityItem } from "electrodb";
import { mainIndex, tableEntity } from "../table/table-entity";

/**
 * A large field, gzipped (`<name>Gz`), and how many chunks (draft-run-part items) hold it when it
 * did not fit inline (`<name>Parts`; 0 or absent means inline). draft-store writes and joins the
 * chunks (decision 0066, large draft runs are chunked in the table).
 */
const largeFields = <const K extends string>(...names: K[]) =>
  Object.fromEntries(
    names.flatMap((name) => [
      [`${name}Gz`, { type: "string" }],
      [`${name}Parts`, { type: "number" }],
    ]),
  ) as Record<`${K}Gz`, { type: "string" }> & Record<`${K}Parts`, { type: "number" }>;

/**
 * One run of the draft: a simulation, or an execution of a reviewed simulation. The inputs it
 * drafted from and its audit log are kept gzipped, so every run can be replayed and explained
 * later; those and any other field too large to keep inline (results and picks of a big league)
 * live in chunks beside the item (draft-run-part.ts), which draft-store hides from its callers.
 */
export const DraftRun = /* @__PURE__ */ tableEntity("draftRun", {
  attributes: {
    leagueId: { type: "string", required: true, readOnly: true },
    runId: { type: "string", required: true, readOnly: true },
    /** A January window draft (product.md §10.12); absent for the main 3-round draft. */
    kind: { type: ["main", "window"] as const },
    /** For a window draft: the final run whose picks it changes (a re-execution starts from it again). */
    baseRunId: { type: "string" },
    executionType: { type: ["simulation", "final_execution", "re_execution"] as const, required: true },
    status: { type: ["running", "completed", "failed"] as const, required: true },
    /** The last workflow step that finished, so the status call can show progress. */
    step: { type: ["gather", "draft", "saveSimulation", "adopt", "publish", "recordFailure"] as const },
    createdAt: { type: "string", required: true },
    finishedAt: { type: "string" },
    processingTimeMs: { type: "number" },
    executedBy: { type: "string", required: true },
    executedByUsername: { type: "string", required: true },
    seed: { type: "string", required: true },
    /** Hash of the participants and their selections the run drafted from. */
    fingerprint: { type: "string" },
    participantCount: { type: "number" },
    archivedUsers: {
      type: "list",
      items: { type: "map", properties: { username: { type: "string", required: true }, reason: { type: "string", required: true } } },
    },
    ok: { type: "boolean" },
    results: {
      type: "list",
      items: {
        type: "map",
        properties: {
          membershipId: { type: "string", required: true },
          userId: { type: "string", required: true },
          username: { type: "string", required: true },
          draftOrder: { type: "number", required: true },
          playerIds: { type: "list", items: { type: "number" }, required: true },
        },
      },
    },
    /**
     * inputs, picks, auditLog: gzipped JSON (`<name>Gz`). For an execution, picks are every member's
     * picks with their scoring windows once it was adopted, earlier windows included (product
     * product.md §10.14), as Record<userId, ScoredPick[]>.
     */
    ...largeFields("inputs", "picks", "auditLog"),
    /** For an execution: the simulation it executes. */
    simulationRunId: { type: "string" },
    /** For a simulation: the execution that claimed it (claimed once, by a conditional write). */
    executionRunId: { type: "string" },
    error: { type: "string" },
    /** See largeFields: results are kept as a list, so they have only a count of chunks. */
    resultsParts: { type: "number" },
  },
  indexes: {
    byLeague: mainIndex(["leagueId"], ["runId"]),
  },
});

export type DraftRunItem = EntityItem<typeof DraftRun>;
