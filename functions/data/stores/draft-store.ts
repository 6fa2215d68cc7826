import { must } from "../../../shared/must";
import { packText, unpackText } from "../table/compress";
import { DraftRun, type DraftRunItem } from "../entities/draft-run";
import { DraftRunPart } from "../entities/draft-run-part";
import { League, type LeagueItem } from "../entities/league";
import { freshBoardVersion } from "./board-version";
import { putAll } from "../table/put-all";
import { isConditionFailure } from "../table/condition-failure";

type NewRun = Omit<DraftRunItem, "status" | "createdAt"> & Partial<Pick<DraftRunItem, "createdAt">>;

/** The run fields that grow with the league, where their chunk count lives, and their chunks' name. */
type Large = "inputsGz" | "auditLogGz" | "results" | "picksGz";
const LARGE = {
  inputsGz: { count: "inputsParts", part: "inputsGz" },
  auditLogGz: { count: "auditLogParts", part: "auditLogGz" },
  results: { count: "resultsParts", part: "resultsGz" },
  picksGz: { count: "picksParts", part: "picksGz" },
} as const;
const LARGE_FIELDS = Object.keys(LARGE) as Large[];
/**
 * Largest inline size per field (characters of its stored text). The inputs and the audit log are
 * read only by the draft step and the audit views, so they leave the item early; results and
 * picks, which every board reads, stay inline up to about 1,000 members (one GetItem).
 */
const INLINE_LIMIT: Record<Large, number> = { inputsGz: 16_000, auditLogGz: 16_000, results: 120_000, picksGz: 120_000 };
/** A chunk's text, well under the 400 KB item limit with its keys. */
const CHUNK_CHARS = 300_000;

/**
 * Moves each large field that is over its inline limit into chunk items (batch puts) and answers
 * the fields to write on the run: the chunk counts instead, or the value with a count of 0. The
 * chunks are written first, so a run item never points at chunks that are not there yet.
 */
async function spill<T extends Partial<DraftRunItem>>(
  leagueId: string,
  runId: string,
  fields: T,
): Promise<{ inline: T; spilled: Large[] }> {
  const inline: Record<string, unknown> = { ...fields };
  const spilled: Large[] = [];
  for (const name of LARGE_FIELDS) {
    const value = fields[name];
    if (value === undefined) continue;
    const text = typeof value === "string" ? value : JSON.stringify(value);
    if (text.length <= INLINE_LIMIT[name]) {
      inline[LARGE[name].count] = 0;
      continue;
    }
    const stored = name === "results" ? packText(text) : text;
    const chunks = Array.from({ length: Math.ceil(stored.length / CHUNK_CHARS) }, (_, i) =>
      stored.slice(i * CHUNK_CHARS, (i + 1) * CHUNK_CHARS),
    );
    await putAll(
      DraftRunPart,
      chunks.map((chunk, index) => ({ leagueId, runId, field: LARGE[name].part, index, text: chunk })),
    );
    delete inline[name];
    inline[LARGE[name].count] = chunks.length;
    spilled.push(name);
  }
  return { inline: inline as T, spilled };
}

/**
 * Puts a run's chunked fields back on it (`fields`: only those the caller needs; one query when
 * any of them is chunked, none otherwise). Callers see a run as if every field were inline.
 */
export async function assembleRun(run: DraftRunItem | undefined, fields: Large[] = LARGE_FIELDS): Promise<DraftRunItem | undefined> {
  if (!run) return undefined;
  const wanted = fields.filter((name) => (run[LARGE[name].count] ?? 0) > 0);
  if (wanted.length === 0) return run;
  const query =
    wanted.length === 1
      ? { leagueId: run.leagueId, runId: run.runId, field: LARGE[wanted[0]].part }
      : { leagueId: run.leagueId, runId: run.runId };
  const { data: parts } = await DraftRunPart.query.byRun(query).go({ pages: "all" });
  const whole: DraftRunItem = { ...run };
  for (const name of wanted) {
    const count = run[LARGE[name].count] ?? 0;
    const chunks = parts.filter((p) => p.field === LARGE[name].part && p.index < count).sort((a, b) => a.index - b.index);
    if (chunks.length !== count) throw new Error(`draft run ${run.runId}: ${name} has ${chunks.length} of its ${count} chunks`);
    const text = chunks.map((p) => p.text).join("");
    if (name === "results") whole.results = JSON.parse(unpackText(text)) as DraftRunItem["results"];
    else whole[name] = text;
  }
  return whole;
}

/** Starts a run record; writing the same run id again (a retried step) keeps the first. Answers whether this call created it. */
export async function startRun(run: NewRun): Promise<boolean> {
  const { inline } = await spill(run.leagueId, run.runId, run);
  try {
    await DraftRun.create({ ...inline, status: "running", createdAt: run.createdAt ?? new Date().toISOString() }).go();
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}

/** A run with every field (or the large `fields` named), chunked ones joined back. */
export async function getRun(leagueId: string, runId: string, fields: Large[] = LARGE_FIELDS): Promise<DraftRunItem | undefined> {
  return assembleRun((await DraftRun.get({ leagueId, runId }).go()).data ?? undefined, fields);
}

export async function updateRun(
  leagueId: string,
  runId: string,
  changes: Partial<Omit<DraftRunItem, "leagueId" | "runId">>,
): Promise<void> {
  const { inline, spilled } = await spill(leagueId, runId, changes);
  const update = DraftRun.patch({ leagueId, runId }).set(inline);
  await (spilled.length ? update.remove(spilled) : update).go();
}

/** Every run of a league, newest first, with what the history shows (results, audit log, picks); `withInputs` adds the inputs too. */
export async function listRuns(leagueId: string, options: { withInputs?: boolean } = {}): Promise<DraftRunItem[]> {
  const { data } = await DraftRun.query.byLeague({ leagueId }).go({ pages: "all" });
  const fields = LARGE_FIELDS.filter((name) => options.withInputs || name !== "inputsGz");
  const runs = await Promise.all(data.map((run) => assembleRun(run, fields)));
  return runs.filter((run) => run !== undefined).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Stores whole runs (a restored backup), chunking what does not fit inline as a new run would. */
export async function restoreRuns(runs: DraftRunItem[]): Promise<void> {
  for (const run of runs) await DraftRun.put((await spill(run.leagueId, run.runId, run)).inline).go();
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
    return must(must(await getRun(leagueId, simulationRunId), "the claimed simulation").executionRunId, "the winning claim");
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
export async function adoptExecution(
  leagueId: string,
  runId: string,
  scoringStartGameweek: number | undefined,
  wentLiveAt?: string,
): Promise<LeagueItem> {
  const { data } = await League.patch({ leagueId })
    .set({
      ...(wentLiveAt ? { wentLiveAt } : {}),
      currentRunId: runId,
      isDraftMode: false,
      hasFinalDraft: true,
      boardVersion: freshBoardVersion(),
      updatedAt: new Date().toISOString(),
      ...(scoringStartGameweek !== undefined ? { scoringStartGameweek } : {}),
    })
    .remove(["currentSimulationRunId"])
    .go({ response: "all_new" });
  return data as LeagueItem;
}
