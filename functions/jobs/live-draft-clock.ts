import { getLiveDraft, listActiveLiveDrafts } from "../data/stores/live-draft-store";
import { tickLiveDraft } from "../draft/live/clock-tick";
import { resumeLiveExecution } from "../draft/live/execute";
import { startLiveClock } from "../lib/workflow";

/**
 * EventBridge schedule target (events/jobs.ts): the live drafts' safety net. Each draft's own
 * clock (a Step Functions loop) is exact to the second; this sweep, once a minute, looks at
 * every scheduled, running or paused draft, takes any turn whose time ran out and starts its
 * clock again for the draft's current version. That is a no-op while the loop runs, and after a
 * local host restarts (which loses its running executions) it gets every draft ticking again
 * with the deadlines it had: nothing lost, no turn skipped. A finished draft not yet marked
 * executed (a crash between its last pick and the league going live) gets its execution
 * started again (decision 0270).
 */
export async function handler() {
  const drafts = await listActiveLiveDrafts();
  let ticked = 0;
  let executing = 0;
  for (const draft of drafts) {
    if (draft.status === "done") {
      await resumeLiveExecution(draft);
      executing++;
      continue;
    }
    const { next } = await tickLiveDraft(draft.leagueId);
    const now = await getLiveDraft(draft.leagueId);
    if (next !== undefined && now && (now.status === "running" || now.status === "scheduled")) {
      await startLiveClock(now, next);
      ticked++;
    }
  }
  return { drafts: drafts.length, ticking: ticked, executing };
}
