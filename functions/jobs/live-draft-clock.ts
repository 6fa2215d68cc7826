import { getLiveDraft, listActiveLiveDrafts } from "../data/live-draft-store";
import { tickLiveDraft } from "../draft/live/clock-tick";
import { startLiveClock } from "../lib/workflow";

/**
 * EventBridge schedule target (events/jobs.ts): the live drafts' safety net. Each draft's own
 * clock (a Step Functions loop) is exact to the second; this sweep, once a minute, looks at
 * every scheduled, running or paused draft, takes any turn whose time ran out and starts its
 * clock again for the draft's current version. That is a no-op while the loop runs, and after a
 * local host restarts (which loses its running executions) it gets every draft ticking again
 * with the deadlines it had: nothing lost, no turn skipped.
 */
export async function handler() {
  const drafts = await listActiveLiveDrafts();
  let ticked = 0;
  for (const draft of drafts) {
    const { next } = await tickLiveDraft(draft.leagueId);
    const now = await getLiveDraft(draft.leagueId);
    if (next !== undefined && now && (now.status === "running" || now.status === "scheduled")) {
      await startLiveClock(now, next);
      ticked++;
    }
  }
  return { drafts: drafts.length, ticking: ticked };
}
