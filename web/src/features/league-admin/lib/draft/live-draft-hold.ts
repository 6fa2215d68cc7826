import type { LiveDraftView } from "@shared/contract/responses";
import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";

/**
 * Why the auto draft's execution and the switch of season mode wait (one draft at a time, issue
 * #35): the league's live draft holds the league while scheduled, running, paused, or finished
 * with its picks being made final. Undefined when nothing holds it. The server refuses the same
 * (409); the dashboard says it before anyone clicks.
 */
export function liveDraftHold(view: Pick<LiveDraftView, "status" | "holdsLeague"> | undefined): string | undefined {
  if (!view?.holdsLeague) return undefined;
  const then = "Executing the auto draft and switching the season mode wait until it is cancelled or finished.";
  if (view.status === "scheduled") return `A live draft is scheduled. ${then}`;
  if (view.status === "done") return "The live draft has finished and its picks are being made final: the league goes live in a moment.";
  return `A live draft is ${view.status === "paused" ? "paused" : "running"}. ${then}`;
}

/** The league's live draft read once for the dashboard's cards (one cache entry, shared with the live-draft card). */
export function useLiveDraftHold(leagueId: string): string | undefined {
  const { data } = useCall(contract.draft.liveDraft, { params: { id: leagueId } });
  return liveDraftHold(data);
}
