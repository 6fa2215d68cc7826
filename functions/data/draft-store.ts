import { must } from "../../shared/must";
import { DraftRun, type DraftRunItem } from "./entities/draft-run";
import { League, type LeagueItem } from "./entities/league";

const isConditionFailure = (error: unknown) => error instanceof Error && /conditional/i.test(error.message);

type NewRun = Omit<DraftRunItem, "status" | "createdAt"> & Partial<Pick<DraftRunItem, "createdAt">>;

/** Starts a run record; writing the same run id again (a retried step) keeps the first. */
export async function startRun(run: NewRun): Promise<DraftRunItem> {
  try {
    return (await DraftRun.create({ ...run, status: "running", createdAt: run.createdAt ?? new Date().toISOString() }).go()).data;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return must(await getRun(run.leagueId, run.runId), "the existing run");
  }
}

export async function getRun(leagueId: string, runId: string): Promise<DraftRunItem | undefined> {
  return (await DraftRun.get({ leagueId, runId }).go()).data ?? undefined;
}

export async function updateRun(
  leagueId: string,
  runId: string,
  changes: Partial<Omit<DraftRunItem, "leagueId" | "runId">>,
): Promise<void> {
  await DraftRun.patch({ leagueId, runId }).set(changes).go();
}

/** Every run of a league, newest first. */
export async function listRuns(leagueId: string): Promise<DraftRunItem[]> {
  const { data } = await DraftRun.query.byLeague({ leagueId }).go({ pages: "all" });
  return data.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * Claims a simulation for one execution: a conditional write that only the first caller wins,
 * so a double click, two admins or a retry give one execution. Answers the winning run id.
 */
export async function claimSimulation(leagueId: string, simulationRunId: string, executionRunId: string): Promise<string> {
  try {
    await DraftRun.patch({ leagueId, runId: simulationRunId })
      .set({ executionRunId })
      .where(({ executionRunId: claimed }, { notExists }) => notExists(claimed))
      .go();
    return executionRunId;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return must(must(await getRun(leagueId, simulationRunId), "the claimed simulation").executionRunId, "the claimed execution");
  }
}

export async function setCurrentSimulation(leagueId: string, runId: string): Promise<void> {
  await League.patch({ leagueId }).set({ currentSimulationRunId: runId }).go();
}

/** Reset Simulation: forget the reviewed simulation and the order, so the next one re-randomises. */
export async function clearSimulation(leagueId: string): Promise<void> {
  await League.patch({ leagueId }).remove(["currentSimulationRunId", "draftSeed"]).go();
}

export async function setDraftSeed(leagueId: string, draftSeed: string): Promise<void> {
  await League.patch({ leagueId }).set({ draftSeed }).go();
}

/**
 * The one write that makes an execution the league's final draft and takes the league live.
 * It is a single item update, so a failure anywhere before it leaves the league as it was.
 */
export async function adoptExecution(leagueId: string, runId: string, scoringStartGameweek: number | undefined, wentLiveAt?: string): Promise<LeagueItem> {
  const { data } = await League.patch({ leagueId })
    .set({
      ...(wentLiveAt ? { wentLiveAt } : {}),
      currentRunId: runId,
      isDraftMode: false,
      hasFinalDraft: true,
      updatedAt: new Date().toISOString(),
      ...(scoringStartGameweek !== undefined ? { scoringStartGameweek } : {}),
    })
    .remove(["currentSimulationRunId"])
    .go({ response: "all_new" });
  return data as LeagueItem;
}
