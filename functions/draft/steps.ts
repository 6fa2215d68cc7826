import { must } from "../../shared/must";
import { runDraft } from "../../shared/draft";
import { draftFingerprint } from "../../shared/draft/fingerprint";
import type { DraftParticipant, DraftPlayer } from "../../shared/draft/types";
import { packJson, packText } from "../data/table/compress";
import { adoptExecution, getRun, setCurrentSimulation, startRun, updateRun } from "../data/stores/draft-store";
import { listGameweeks } from "../data/stores/feed-store";
import { pruneLeaguePicks, settleDraftPicks } from "../data/stores/league-picks";
import { indexPicksOfLeague } from "../data/stores/player-index";
import { getLeague } from "../data/stores/leagues-store";
import { feedPosition } from "../../shared/scoring";
import { publish } from "../lib/event-bus";
import { gatheredInputs } from "./gathered-inputs";
import { markLiveDraftExecuted } from "../data/stores/live-draft-store";
import { liveDraftIdOf, liveOutcome } from "./live/execute";

import { gatherDraft } from "./inputs";
import { simulationStale, type DraftWorkflowState } from "./workflow-state";

interface StoredInputs {
  participants: DraftParticipant[];
  players: Record<number, DraftPlayer>;
  userIds: Record<string, string>;
}

/** What every run record starts with: which run, of what kind, by whom, from which seed. */
const runBasics = (state: DraftWorkflowState) => ({
  leagueId: state.leagueId,
  runId: state.runId,
  executionType: state.executionType,
  executedBy: state.actor.userId,
  executedByUsername: state.actor.username,
  seed: state.seed,
  simulationRunId: state.simulationRunId,
  createdAt: state.startedAt,
});

const storedInputs = gatheredInputs<StoredInputs>("the draft run");

/** Gather: freeze who drafts with what into the run record; an execution must match its simulation. */
async function gather(state: DraftWorkflowState): Promise<DraftWorkflowState> {
  const gathered = await gatherDraft(state.leagueId);
  const fingerprint = draftFingerprint(gathered.participants);
  // A live draft's picks were made in the room from these members: there is no simulation to match.
  if (state.mode === "execute" && state.kind !== "live") {
    // Its fingerprint only: none of the large fields (at 1,000 members, ~2 MB of chunks).
    const simulation = await getRun(state.leagueId, must(state.simulationRunId, "the simulation run id"), []);
    if (!simulation || simulation.fingerprint !== fingerprint) {
      return simulationStale(state, "Selections or members changed since the simulation. Please simulate the draft again.");
    }
  }
  const inputs: StoredInputs = {
    participants: gathered.participants,
    players: gathered.players,
    userIds: Object.fromEntries(gathered.members.map((m) => [m.membershipId, m.userId])),
  };
  const created = await startRun({
    ...runBasics(state),
    step: "gather",
    fingerprint,
    participantCount: gathered.participants.length,
    archivedUsers: gathered.archivedUsers,
    inputsGz: packJson(inputs),
  });
  storedInputs.keep(state, inputs, created);
  return state;
}

/** Order and draft: the pure engine on the frozen inputs, its outcome stored with the run. */
async function draft(state: DraftWorkflowState): Promise<DraftWorkflowState> {
  const inputs = await storedInputs.read(state);
  const outcome =
    state.kind === "live"
      ? await liveOutcome(state.leagueId, inputs)
      : runDraft({ seed: state.seed, participants: inputs.participants, players: inputs.players });
  await updateRun(state.leagueId, state.runId, {
    step: "draft",
    ok: outcome.ok,
    auditLogGz: packText(outcome.auditLog),
    results: outcome.results.map((r) => ({
      membershipId: r.participantId,
      userId: inputs.userIds[r.participantId],
      username: r.username,
      draftOrder: r.draftOrder,
      playerIds: r.playerIds,
    })),
  });
  return { ...state, ok: outcome.ok };
}

async function finish(state: DraftWorkflowState, step: "saveSimulation" | "adopt") {
  // Only its start time, none of the large fields, when the state does not carry it.
  const startedAt = state.startedAt ?? must(await getRun(state.leagueId, state.runId, []), "the draft run").createdAt;
  const finishedAt = new Date();
  await updateRun(state.leagueId, state.runId, {
    step,
    status: "completed",
    finishedAt: finishedAt.toISOString(),
    processingTimeMs: finishedAt.getTime() - Date.parse(startedAt),
  });
}

async function saveSimulation(state: DraftWorkflowState): Promise<DraftWorkflowState> {
  // The league points at it before the run reads as finished, so a client that saw "completed"
  // finds it as the league's current simulation.
  await setCurrentSimulation(state.leagueId, state.runId);
  await finish(state, "saveSimulation");
  return state;
}

/** Adopt: one conditional-free single-item write makes this the final draft and the league live. */
async function adopt(state: DraftWorkflowState): Promise<DraftWorkflowState> {
  const [gameweeks, foundLeague, foundRun] = await Promise.all([
    listGameweeks(),
    getLeague(state.leagueId),
    // What settling the picks reads: the results, and the picks of an adopt that is retried.
    getRun(state.leagueId, state.runId, ["results", "picksGz"]),
  ]);
  const league = must(foundLeague, "the league");
  // Earlier picks keep the goals they scored (product.md §10.14): the run records everyone's windows first.
  const picks = await settleDraftPicks(league, must(foundRun, "the draft run"), feedPosition(gameweeks));
  await adoptExecution(
    state.leagueId,
    state.runId,
    gameweeks.find((g) => g.isNext)?.gameweekId,
    league.wentLiveAt ?? new Date().toISOString(),
  );
  // Which leagues hold which players, for goals: after the adoption, so a retry rewrites it the same.
  await indexPicksOfLeague(league, picks);
  await pruneLeaguePicks(state.leagueId, state.runId);
  await finish(state, "adopt");
  return state;
}

async function publishOutcome(state: DraftWorkflowState): Promise<DraftWorkflowState> {
  const base = {
    leagueId: state.leagueId,
    actor: { userId: state.actor.userId, username: state.actor.username },
    occurredAt: new Date().toISOString(),
    metadata: { runId: state.runId, seed: state.seed },
  };
  if (state.mode === "simulate") {
    await publish({
      actionType: "ROUND_ROBIN_SIMULATED",
      detail: { ...base, details: `${state.actor.username} simulated the draft`, severity: "info", category: "draft_action" },
    });
    return state;
  }
  const redo = state.executionType === "re_execution";
  // A live draft's actor reads "Live draft, last pick by ann": the sentence says what happened.
  const what =
    state.kind === "live"
      ? `The live draft finished (${state.actor.username.replace(/^Live draft, /, "")}) and was ${redo ? "re-executed" : "executed"}`
      : `${state.actor.username} ${redo ? "re-executed" : "executed"} the draft`;
  await publish(
    {
      actionType: "ROUND_ROBIN_EXECUTED",
      detail: {
        ...base,
        details: what,
        severity: "warning",
        category: "draft_action",
      },
    },
    {
      actionType: "LEAGUE_WENT_LIVE",
      detail: { ...base, details: "The league went live with its final picks", severity: "info", category: "system_action" },
    },
  );
  // The last step: the finished live draft stops holding the league, and the sweep stops resuming it.
  if (state.kind === "live") await markLiveDraftExecuted(state.leagueId, liveDraftIdOf(state.runId));
  return state;
}

/** Any failure: the run is marked failed with the reason; the league itself was never touched. */
async function recordFailure(state: DraftWorkflowState): Promise<DraftWorkflowState> {
  // "Error: cause", so the API can tell a stale simulation from other failures.
  const reason =
    state.ok === false
      ? "CRITICAL_DRAFT_ERROR: some participants would not receive their full 3 picks"
      : `${state.failure?.Error ?? "Error"}: ${state.failure?.Cause ?? "unknown error"}`;
  // A run refused at the gather step has no record yet; the history keeps failed attempts too.
  await startRun(runBasics(state));
  await updateRun(state.leagueId, state.runId, {
    step: "recordFailure",
    status: "failed",
    error: reason,
    finishedAt: new Date().toISOString(),
  });
  return state;
}

/** The draft's own steps, one per Task state of the draft workflow (functions/workflow/steps.ts runs them). */
export const draftSteps = { gather, draft, saveSimulation, adopt, publish: publishOutcome, recordFailure };
