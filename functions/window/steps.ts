import { must } from "../../shared/must";
import { feedPosition, picksAfterWindow } from "../../shared/scoring";
import { runWindowDraft, type WindowDraftInput } from "../../shared/window/window-draft";
import { packJson, packText, unpackJson } from "../data/table/compress";
import { getRun, startRun, updateRun } from "../data/stores/draft-store";
import { listGameweeks } from "../data/stores/feed-store";
import { picksOfRun, pruneLeaguePicks, storeLeaguePicks, type LeaguePicks } from "../data/stores/league-picks";
import { getLeague } from "../data/stores/leagues-store";
import { adoptWindowExecution, setWindowSimulation } from "../data/stores/window-store";
import { indexPicksOfLeague } from "../data/stores/player-index";
import { gatheredInputs } from "../draft/gathered-inputs";
import { simulationStale, type DraftWorkflowState } from "../draft/workflow-state";
import { publish } from "../lib/event-bus";
import { gatherWindow, windowFingerprint, type GatheredWindow } from "./inputs";

/**
 * The draft workflow's steps for a January window draft (state `kind: "window"`): the same
 * states as the main draft (gather → draft → save the simulation, or adopt → publish), with
 * the window draft's rules. It never fails the rules: a slot with no free player stays empty.
 */
const runBasics = (state: DraftWorkflowState) => ({
  leagueId: state.leagueId,
  runId: state.runId,
  kind: "window" as const,
  executionType: state.executionType,
  executedBy: state.actor.userId,
  executedByUsername: state.actor.username,
  seed: state.seed,
  simulationRunId: state.simulationRunId,
  createdAt: state.startedAt,
});

const storedInputs = gatheredInputs<GatheredWindow>("the window run");

const outcomeOf = (gathered: GatheredWindow, seed: string) => runWindowDraft({ seed, ...gathered.input } as WindowDraftInput);

async function gather(state: DraftWorkflowState): Promise<DraftWorkflowState> {
  const gathered = await gatherWindow(state.leagueId);
  const fingerprint = windowFingerprint(gathered.input);
  if (state.mode === "execute") {
    // Its fingerprint only, none of the large fields.
    const simulation = await getRun(state.leagueId, must(state.simulationRunId, "the simulation run id"), []);
    if (!simulation || simulation.fingerprint !== fingerprint) {
      return simulationStale(state, "Candidates, picks or players changed since the simulation. Please simulate the window draft again.");
    }
  }
  const created = await startRun({
    ...runBasics(state),
    baseRunId: gathered.baseRunId,
    fingerprint,
    participantCount: gathered.input.members.length,
    inputsGz: packJson(gathered),
  });
  storedInputs.keep(state, gathered, created);
  return state;
}

/** Draft: the pure window draft on the frozen inputs; results hold each member's scoring players after it. */
async function draft(state: DraftWorkflowState): Promise<DraftWorkflowState> {
  const gathered = await storedInputs.read(state);
  const outcome = outcomeOf(gathered, state.seed);
  // By id: a search per result took seconds at 10,000 members.
  const memberOf = new Map(gathered.input.members.map((m) => [m.id, m]));
  await updateRun(state.leagueId, state.runId, {
    ok: true,
    auditLogGz: packText(outcome.auditLog),
    results: outcome.results.map((r) => {
      const member = must(memberOf.get(r.memberId), "the drafted member");
      const departed = new Set(r.replacements.map((x) => x.departed));
      const kept = member.held.filter((id) => !departed.has(id));
      const added = [
        ...r.replacements.flatMap((x) => (x.playerId !== undefined ? [x.playerId] : [])),
        ...(r.extra !== undefined ? [r.extra] : []),
      ];
      return {
        membershipId: r.memberId,
        userId: gathered.userIds[r.memberId],
        username: r.username,
        draftOrder: r.order,
        playerIds: [...kept, ...added],
      };
    }),
  });
  return { ...state, ok: true };
}

async function finish(state: DraftWorkflowState) {
  // Runs started before the state carried its start time read it from the record.
  const startedAt = state.startedAt ?? must(await getRun(state.leagueId, state.runId, []), "the window run").createdAt;
  const finishedAt = new Date();
  await updateRun(state.leagueId, state.runId, {
    status: "completed",
    finishedAt: finishedAt.toISOString(),
    processingTimeMs: finishedAt.getTime() - Date.parse(startedAt),
  });
}

async function saveSimulation(state: DraftWorkflowState): Promise<DraftWorkflowState> {
  await finish(state);
  await setWindowSimulation(state.leagueId, state.runId, state.seed);
  return state;
}

/**
 * Adopt: the departed picks end before the feed's next gameweek, replacements and extra picks
 * score from it (product.md §10.12); the run records everyone's picks, then one write points the
 * league at it.
 */
async function adopt(state: DraftWorkflowState): Promise<DraftWorkflowState> {
  const [gathered, stored, gameweeks, league] = await Promise.all([
    storedInputs.read(state),
    // The picks of an adopt that is retried, and no other large field.
    getRun(state.leagueId, state.runId, ["picksGz"]),
    listGameweeks(),
    getLeague(state.leagueId),
  ]);
  let picks = unpackJson<LeaguePicks>(must(stored, "the window run").picksGz);
  if (!picks) {
    const outcome = outcomeOf(gathered, state.seed);
    const base = picksOfRun(must(league, "the league"), await getRun(state.leagueId, gathered.baseRunId, ["picksGz", "results"]));
    picks = picksAfterWindow(
      base,
      outcome.results.map((r) => ({ userId: gathered.userIds[r.memberId], replacements: r.replacements, extra: r.extra })),
      feedPosition(gameweeks),
    );
    await updateRun(state.leagueId, state.runId, { picksGz: packJson(picks) });
  }
  // Where the board reads them, before the league points at the run.
  await storeLeaguePicks(state.leagueId, state.runId, picks);
  await adoptWindowExecution(state.leagueId, state.runId);
  // Replacements and the extra pick change which leagues hold which players, for goals.
  await indexPicksOfLeague(must(league, "the league"), picks);
  await pruneLeaguePicks(state.leagueId, state.runId);
  await finish(state);
  return state;
}

async function publishOutcome(state: DraftWorkflowState): Promise<DraftWorkflowState> {
  const detail = {
    leagueId: state.leagueId,
    actor: { userId: state.actor.userId, username: state.actor.username },
    occurredAt: new Date().toISOString(),
    metadata: { runId: state.runId, seed: state.seed },
    category: "draft_action" as const,
  };
  if (state.mode === "simulate") {
    await publish({
      actionType: "WINDOW_DRAFT_SIMULATED",
      detail: { ...detail, details: `${state.actor.username} simulated the January window draft`, severity: "info" },
    });
    return state;
  }
  const redo = state.executionType === "re_execution";
  await publish({
    actionType: "WINDOW_DRAFT_EXECUTED",
    detail: {
      ...detail,
      details: `${state.actor.username} ${redo ? "re-executed" : "executed"} the January window draft: the results are in`,
      severity: "warning",
    },
  });
  return state;
}

async function recordFailure(state: DraftWorkflowState): Promise<DraftWorkflowState> {
  const reason = `${state.failure?.Error ?? "Error"}: ${state.failure?.Cause ?? "unknown error"}`;
  await startRun(runBasics(state));
  await updateRun(state.leagueId, state.runId, { status: "failed", error: reason, finishedAt: new Date().toISOString() });
  return state;
}

export const windowSteps = { gather, draft, saveSimulation, adopt, publish: publishOutcome, recordFailure };
