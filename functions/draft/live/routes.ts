import type { ActionType } from "../../../events/catalog";
import { makePick, pauseDraft, resumeDraft, setAutopick, undoLastPick, cancelDraft } from "../../../shared/live-draft/transitions";
import { roomConnections } from "../../data/connections-store";
import { getLiveDraft, type StoredLiveDraft } from "../../data/live-draft-store";
import type { LeagueAccess } from "../../lib/access";
import { happened } from "../../lib/domain-event";
import { forbidden } from "../../lib/errors";
import { publish } from "../../lib/event-bus";
import { route, type RouteRequest } from "../../lib/route";
import { draftRoutes } from "../../routes";
import { liveContext } from "./context";
import { applyLiveChange, cancelScheduledDraft, setUpLiveDraft, type LiveChange } from "./service";
import { liveDraftView } from "./view";

const api = draftRoutes;

const callerOf = ({ membership }: LeagueAccess) => ({ membershipId: membership.membershipId, isAdmin: membership.isAdmin });

/** Applies a change and answers the room's new view for the caller. */
async function changed(access: LeagueAccess, change: LiveChange) {
  const { stored, ctx } = await applyLiveChange(access.league.leagueId, change);
  return liveDraftView(stored, ctx, callerOf(access));
}

/** The activity log entry of an admin's action on the live draft (product.md §10.15: who did it). */
const logged = (
  req: Pick<RouteRequest<typeof api.pauseLiveDraft>, "event" | "user"> & { access: LeagueAccess },
  actionType: ActionType,
  details: string,
) =>
  publish(
    happened(req, {
      leagueId: req.access.league.leagueId,
      actionType,
      category: "admin_action",
      severity: "warning",
      username: req.access.membership.username,
      details: `${req.access.membership.username} ${details}`,
    }),
  );

const actor = ({ membership }: LeagueAccess) => ({
  participantId: membership.membershipId,
  admin: membership.isAdmin,
  name: membership.username,
});

/**
 * Who has the room open: the participants with a live connection in the league's realtime room
 * (decision 0232, presence from the room's connections). A closed tab's `$disconnect` takes it out; an idle one stays until its limit.
 */
async function presentIn(leagueId: string, stored: StoredLiveDraft | undefined): Promise<string[]> {
  const userIds = stored?.record?.userIds;
  if (!userIds) return [];
  const connected = new Set((await roomConnections(leagueId)).map((c) => c.userId));
  return Object.entries(userIds)
    .filter(([, userId]) => connected.has(userId))
    .map(([participantId]) => participantId);
}

/** The live draft room's routes (product.md §10.15), served by the draft function. */
export const liveDraftRoutes = {
  liveDraft: route(api.liveDraft, async ({ access }) => {
    const stored = await getLiveDraft(access.league.leagueId);
    const [ctx, present] = await Promise.all([
      stored?.record ? liveContext(access.league.leagueId) : undefined,
      presentIn(access.league.leagueId, stored),
    ]);
    return { ...liveDraftView(stored, ctx, callerOf(access)), present };
  }),

  scheduleLiveDraft: route(api.scheduleLiveDraft, async (req) => {
    const { access, body } = req;
    const stored = await setUpLiveDraft(
      access.league,
      { clock: { name: body.clock, overnightPause: body.overnightPause ?? false }, startsAt: body.startsAt },
      access.membership.userId,
    );
    const when = stored.status === "scheduled" ? `for ${stored.startsAt}` : "to start now";
    await logged(req, "LIVE_DRAFT_SET_UP", `set up a live draft ${when} with a ${body.clock} pick clock`);
    const ctx = stored.record ? await liveContext(access.league.leagueId) : undefined;
    return liveDraftView(stored, ctx, callerOf(access));
  }),

  livePick: route(api.livePick, async (req) => {
    const { access, body } = req;
    const view = await changed(access, (state, ctx, now) => makePick(state, body, actor(access), ctx, now));
    const pick = view.picks.find((p) => p.overall === body.overall);
    if (pick && pick.participantId !== access.membership.membershipId) {
      const member = view.order.find((o) => o.participantId === pick.participantId)?.username ?? "a member";
      await logged(req, "LIVE_PICK_FOR_MEMBER", `picked ${pick.playerName ?? `#${pick.playerId}`} for ${member} (pick ${pick.overall})`);
    }
    return view;
  }),

  liveAutopick: route(api.liveAutopick, async (req) => {
    const { access, body } = req;
    const target = body.participantId ?? access.membership.membershipId;
    const forOther = target !== access.membership.membershipId;
    if (forOther && !access.membership.isAdmin) throw forbidden("Only an admin can switch another member's autopick", "ADMIN_REQUIRED");
    const view = await changed(access, (state, ctx, now) => setAutopick(state, target, body.on, ctx, now));
    if (forOther) {
      const member = view.order.find((o) => o.participantId === target)?.username ?? "a member";
      await logged(req, "LIVE_AUTOPICK_SWITCHED", `switched autopick ${body.on ? "on" : "off"} for ${member}`);
    }
    return view;
  }),

  pauseLiveDraft: route(api.pauseLiveDraft, async (req) => {
    const view = await changed(req.access, (state, _ctx, now) => pauseDraft(state, now));
    await logged(req, "LIVE_DRAFT_PAUSED", "paused the live draft");
    return view;
  }),

  resumeLiveDraft: route(api.resumeLiveDraft, async (req) => {
    const view = await changed(req.access, (state, ctx, now) => resumeDraft(state, ctx, now));
    await logged(req, "LIVE_DRAFT_RESUMED", "resumed the live draft");
    return view;
  }),

  undoLivePick: route(api.undoLivePick, async (req) => {
    const before = await getLiveDraft(req.access.league.leagueId);
    const last = before?.record?.state.picks.at(-1);
    const view = await changed(req.access, (state, _ctx, now) => undoLastPick(state, actor(req.access), now));
    await logged(req, "LIVE_PICK_UNDONE", `undid pick ${last?.overall ?? ""}`.trim());
    return view;
  }),

  cancelLiveDraft: route(api.cancelLiveDraft, async (req) => {
    // A draft still only scheduled has no drawn order for the rules to cancel: it is called off as set up.
    const leagueId = req.access.league.leagueId;
    const unstarted = await cancelScheduledDraft(leagueId);
    const view = unstarted
      ? liveDraftView(unstarted, await liveContext(leagueId), callerOf(req.access))
      : await changed(req.access, (state) => cancelDraft(state));
    await logged(req, "LIVE_DRAFT_CANCELLED", "cancelled the live draft; nothing was kept");
    return view;
  }),
};
