import type { ActionType } from "../../../events/catalog";
import { makePick, pauseDraft, resumeDraft, setAutopick, undoLastPick, cancelDraft } from "../../../shared/live-draft/transitions";
import { roomConnections } from "../../data/stores/connections-store";
import { getLiveDraft, type StoredLiveDraft } from "../../data/stores/live-draft-store";
import type { LeagueAccess } from "../../lib/access";
import { happened } from "../../lib/domain-event";
import { forbidden } from "../../lib/errors";
import { publish } from "../../lib/event-bus";
import { route, type RouteRequest } from "../../lib/route";
import { draftRoutes } from "../../routes";
import { liveContext, type LiveContext } from "./context";
import type { LivePick } from "../../../shared/live-draft/state";
import { applyLiveChange, cancelScheduledDraft, setUpLiveDraft, type LiveChange } from "./service";
import { changeScheduledDraft } from "./change-scheduled";
import { liveDraftView } from "./view";

const api = draftRoutes;

const callerOf = ({ membership }: LeagueAccess) => ({ membershipId: membership.membershipId, isAdmin: membership.isAdmin });

/** Applies a change and answers the room's new view for the caller. */
async function changed(access: LeagueAccess, change: LiveChange) {
  const { stored, ctx } = await applyLiveChange(access.league.leagueId, change);
  return liveDraftView(stored, ctx, callerOf(access));
}

/** "undid pick 3: M.Salah (ann's pick)": the player by name, as the room showed it. */
function undoneDetails(pick: LivePick | undefined, stored: StoredLiveDraft, ctx: LiveContext): string {
  if (!pick) return "undid the last pick";
  const player = pick.playerId === null ? "no player (none was free)" : (ctx.named[pick.playerId]?.name ?? `player #${pick.playerId}`);
  const member = stored.record?.state.order.find((o) => o.participantId === pick.participantId)?.username;
  return `undid pick ${pick.overall}: ${player}${member ? ` (${member}'s pick)` : ""}`;
}

/** The activity log entry of an admin's action on the live draft (product.md §10.15: who did it). */
const logged = (
  req: Pick<RouteRequest<typeof api.pauseLiveDraft>, "event" | "user"> & { access: LeagueAccess },
  actionType: ActionType,
  details: string,
  // An admin's ordinary running of the draft is an action (info); what takes picks back or calls it all off is a warning.
  severity: "info" | "warning" = "info",
) =>
  publish(
    happened(req, {
      leagueId: req.access.league.leagueId,
      actionType,
      category: "admin_action",
      severity,
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

  changeLiveDraft: route(api.changeLiveDraft, async (req) => {
    const { access, body } = req;
    const before = await getLiveDraft(access.league.leagueId);
    // Nothing asked, nothing changed: the draft as it is, and no entry in the log.
    if (Object.keys(body).length === 0) {
      return liveDraftView(before, before?.record ? await liveContext(access.league.leagueId) : undefined, callerOf(access));
    }
    const stored = await changeScheduledDraft(access.league.leagueId, body);
    const changes = [
      body.startsAt === "now" ? "started the scheduled live draft now" : undefined,
      body.startsAt && body.startsAt !== "now" ? `moved the live draft's start to ${stored.startsAt}` : undefined,
      body.clock && body.clock !== before?.clockName ? `changed its pick clock to ${body.clock}` : undefined,
      body.overnightPause !== undefined && body.overnightPause !== before?.overnightPause
        ? `${body.overnightPause ? "paused" : "ran"} its clock overnight`
        : undefined,
    ].filter((c) => c !== undefined);
    const details = changes.length ? changes.join(", ") : "kept the scheduled live draft as it was";
    await logged(req, body.startsAt === "now" ? "LIVE_DRAFT_STARTED_NOW" : "LIVE_DRAFT_RESCHEDULED", details);
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
    // The pick the stored undo took back (a lost race re-runs the change, so the last run's is the one).
    let undone: LivePick | undefined;
    const { stored, ctx } = await applyLiveChange(req.access.league.leagueId, (state, _ctx, now) => {
      undone = state.picks.at(-1);
      return undoLastPick(state, actor(req.access), now);
    });
    await logged(req, "LIVE_PICK_UNDONE", undoneDetails(undone, stored, ctx), "warning");
    return liveDraftView(stored, ctx, callerOf(req.access));
  }),

  cancelLiveDraft: route(api.cancelLiveDraft, async (req) => {
    // A draft still only scheduled has no drawn order for the rules to cancel: it is called off as set up.
    const leagueId = req.access.league.leagueId;
    const unstarted = await cancelScheduledDraft(leagueId);
    const view = unstarted
      ? liveDraftView(unstarted, await liveContext(leagueId), callerOf(req.access))
      : await changed(req.access, (state) => cancelDraft(state));
    await logged(req, "LIVE_DRAFT_CANCELLED", "cancelled the live draft; nothing was kept", "warning");
    return view;
  }),
};
