import { messages } from "../../shared/messages";
import { must } from "../../shared/must";
import { assembleRun } from "../data/stores/draft-store";
import type { DraftRunItem } from "../data/entities/draft-run";
import { notFound } from "../lib/errors";
import { runFailure, simulationView, type DraftFailure } from "./decide";
import { executionNameOf } from "./run";
import { runAndWorkflow } from "./run-and-workflow";

/** The workflow's own limit (infra/aws/draft-workflow.ts): a run still "running" past it never finishes. */
const WORKFLOW_TIMEOUT_MS = 5 * 60_000;

type Step = NonNullable<DraftRunItem["step"]>;
const PROGRESS: Record<Step, { step: number; label: string }> = {
  gather: { step: 1, label: "Members and their picks gathered" },
  draft: { step: 2, label: "Snake draft run" },
  saveSimulation: { step: 3, label: "Simulation saved" },
  adopt: { step: 3, label: "Final picks saved, league live" },
  publish: { step: 3, label: "Done" },
  recordFailure: { step: 3, label: "Failed" },
};
const STEPS = 3;

export interface DraftRunStatus {
  runId: string;
  kind: "simulation" | "execution";
  state: "running" | "succeeded" | "failed";
  progress: { step: number; of: number; label: string };
  /** A finished simulation, as the simulate call used to answer it. */
  simulation?: Awaited<ReturnType<typeof simulationView>>;
  /** A finished execution. */
  execution?: { runId: string; archivedUsers: Array<{ username: string; reason: string }>; executed: true };
  failure?: DraftFailure;
}

/**
 * Where a draft run stands, from its run record (the workflow writes each step there) and, while
 * the record says nothing final, the workflow execution itself: an execution that failed,
 * timed out or was stopped before it could record why still reads as failed.
 */
export async function draftRunStatus(leagueId: string, runId: string): Promise<DraftRunStatus> {
  const kind = runId.startsWith("x-") ? "execution" : "simulation";
  // While it runs only its status and step are read; the large fields once it has finished.
  const { run, workflow } = await runAndWorkflow(leagueId, runId, executionNameOf(runId), []);
  const base = { runId, kind } as const;
  if (run?.status === "completed") {
    const progress = { step: STEPS, of: STEPS, label: PROGRESS[run.step ?? "publish"].label };
    if (kind === "simulation")
      return {
        ...base,
        state: "succeeded",
        progress,
        simulation: await simulationView(must(await assembleRun(run, ["results", "auditLogGz"]), "the run")),
      };
    return { ...base, state: "succeeded", progress, execution: { runId, archivedUsers: run.archivedUsers ?? [], executed: true } };
  }
  if (run?.status === "failed") return failed(run);

  const ours = (workflow?.input as { leagueId?: string } | undefined)?.leagueId === leagueId;
  if (!run && !ours) throw notFound(messages.draftRunNotFound, "RUN_NOT_FOUND");
  const stopped = workflow && workflow.status !== "RUNNING" && workflow.status !== "SUCCEEDED";
  const lost = !workflow && run && Date.now() - Date.parse(run.createdAt) > WORKFLOW_TIMEOUT_MS;
  if (stopped || lost) return failed(run);
  // SUCCEEDED with the record not yet final cannot last: the record is written before the workflow ends.
  const progress = run?.step ? { ...PROGRESS[run.step], of: STEPS } : { step: 0, of: STEPS, label: "Starting" };
  return { ...base, state: "running", progress };

  function failed(record: DraftRunItem | undefined): DraftRunStatus {
    return { ...base, state: "failed", progress: { step: STEPS, of: STEPS, label: "Failed" }, failure: runFailure(record, kind) };
  }
}
