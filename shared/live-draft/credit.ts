import type { LiveDraftState } from "./state";

/** The executing "user" when the last pick's maker has no user of their own here (autopick, an admin's pick). */
const LIVE_DRAFT_USER_ID = "live-draft";

/**
 * Who an executed live draft is credited to in its run, history and final audit: the live draft
 * itself and who made its last pick (the member, the admin who picked for them, or autopick). A
 * pure function of the finished state, so every start of the execution (the pick's own, a retry,
 * the sweep after a crash) carries the same input and reaches the one named execution.
 */
export function liveDraftCredit(
  state: Pick<LiveDraftState, "order" | "picks">,
  userIds: Record<string, string>,
): { userId: string; username: string } {
  const last = state.picks.at(-1);
  if (!last) return { userId: LIVE_DRAFT_USER_ID, username: "Live draft" };
  const member = state.order.find((o) => o.participantId === last.participantId)?.username ?? "a member";
  if (last.by === "member")
    return { userId: userIds[last.participantId] ?? LIVE_DRAFT_USER_ID, username: `Live draft, last pick by ${member}` };
  const maker = last.by === "admin" ? (last.admin ?? "an admin") : "autopick";
  return { userId: LIVE_DRAFT_USER_ID, username: `Live draft, last pick by ${maker} for ${member}` };
}
