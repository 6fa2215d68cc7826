import { getRun } from "../data/stores/draft-store";
import type { DraftRunItem } from "../data/entities/draft-run";
import { describeWorkflow, type WorkflowState } from "../lib/workflow";

type Fields = Parameters<typeof getRun>[2];

/**
 * A draft or window run's record and, while the record says nothing final, its workflow
 * execution. The workflow writes the record's final state (completed, or failed with the
 * reason) before it ends, so a record read before the workflow was found ended may predate that
 * write: it is read again then. Read once, a stale simulation that failed between the two reads
 * lost its reason and showed as a generic failure (a CI run caught it).
 */
export async function runAndWorkflow(
  leagueId: string,
  runId: string,
  executionName: string,
  fields?: Fields,
): Promise<{ run?: DraftRunItem; workflow?: WorkflowState }> {
  const run = await getRun(leagueId, runId, fields);
  if (run?.status === "completed" || run?.status === "failed") return { run };
  const workflow = await describeWorkflow(executionName);
  if (!workflow || workflow.status === "RUNNING") return { run, workflow };
  return { run: (await getRun(leagueId, runId, fields)) ?? run, workflow };
}
