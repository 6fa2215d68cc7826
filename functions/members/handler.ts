import { messages, problems } from "../../shared/messages";
import { addMembership, getLeague, getMembership, getMembershipById, removeMembership } from "../data/stores/leagues-store";
import { invitationsOfLeague, invite, withdrawInvitation } from "../data/stores/invitations-store";
import { getSelection, saveSelection } from "../data/stores/selections-store";
import { findUserByEmail } from "../data/stores/users-store";
import { happened } from "../lib/domain-event";
import { badRequest, conflict, forbidden, notFound } from "../lib/errors";
import { publish } from "../lib/event-bus";
import { httpApi } from "../lib/http-api";
import { route } from "../lib/route";
import { groupRoutes, membersRoutes } from "../routes";
import { membersRequests } from "../../shared/contract/requests/members";

const api = membersRoutes;

/** User management (product.md §7.3): league admins add and remove; the site creator transfers. */
export const handler = httpApi(groupRoutes("members", api), membersRequests, {
  add: route(api.add, async (req) => {
    const { league, membership: admin } = req.access;
    if (!league.isDraftMode) throw conflict(messages.alreadyLive, "LEAGUE_LIVE");
    const existing = await findUserByEmail(req.body.email);
    if (!existing) {
      await invite({ leagueId: league.leagueId, email: req.body.email, name: req.body.name, invitedBy: req.user.userId });
      await publish(
        happened(req, {
          leagueId: league.leagueId,
          actionType: "USER_ADDED",
          category: "admin_action",
          username: admin.username,
          details: `${admin.username} invited ${req.body.name} <${req.body.email}>; they join when they sign in`,
          // The invitation mail's rule (events/rules.ts) reads who to write to.
          metadata: { invitedEmail: req.body.email },
        }),
      );
      return { status: "invited", name: req.body.name, email: req.body.email };
    }
    const added = await addMembership(league, { userId: existing.userId, email: existing.email, username: req.body.name });
    if (!added) throw conflict(messages.alreadyJoined, "ALREADY_JOINED");
    await publish(
      happened(req, {
        leagueId: league.leagueId,
        actionType: "USER_ADDED",
        category: "admin_action",
        username: admin.username,
        details: `${admin.username} added ${added.username} to the league`,
        // The chat's line names who joined.
        metadata: { userId: added.userId, username: added.username },
      }),
    );
    return { status: "added", id: added.membershipId, name: added.username, email: added.email };
  }),

  remove: route(api.remove, async (req) => {
    const { league, membership: admin, target } = req.access;
    if (league.createdBy === target.userId) throw forbidden(messages.creatorNotRemovable, "LEAGUE_CREATOR");
    await removeMembership(league.leagueId, target.userId);
    await publish(
      happened(req, {
        leagueId: league.leagueId,
        actionType: "USER_REMOVED",
        category: "admin_action",
        severity: "warning",
        username: admin.username,
        details: `${admin.username} removed ${target.username} from the league`,
        metadata: { userId: target.userId, email: target.email, username: target.username },
      }),
    );
    return { ok: true };
  }),

  transfer: route(api.transfer, async (req) => {
    const target = await getMembershipById(req.params.id);
    if (!target) throw notFound(messages.userNotFound, "USER_NOT_FOUND");
    const [from, to] = await Promise.all([getLeague(target.leagueId), getLeague(req.body.targetLeagueId)]);
    if (!from || !to) throw notFound(messages.leagueNotFound, "LEAGUE_NOT_FOUND");
    if (from.leagueId === to.leagueId) throw badRequest(problems.targetLeagueRequired.line, "SAME_LEAGUE");
    if (!from.isDraftMode || !to.isDraftMode) throw conflict(messages.transferNeedsDraftMode, "LEAGUE_LIVE");
    if (from.createdBy === target.userId) throw forbidden(messages.creatorNotMovable, "LEAGUE_CREATOR");
    if (await getMembership(to.leagueId, target.userId)) throw conflict(messages.alreadyInTarget, "ALREADY_JOINED");
    // Add first, then copy the picks, then leave: a failure part-way never loses the user.
    const moved = await addMembership(to, { userId: target.userId, email: target.email, username: target.username });
    const picks = await getSelection(from.leagueId, target.userId);
    if (picks) await saveSelection({ leagueId: to.leagueId, userId: target.userId, playerIds: picks.playerIds });
    await removeMembership(from.leagueId, target.userId);
    const what = {
      category: "admin_action" as const,
      actionType: "USER_TRANSFERRED" as const,
      username: req.user.name,
      metadata: { userId: target.userId, username: target.username, from: from.leagueId, to: to.leagueId },
    };
    await publish(
      happened(req, { ...what, leagueId: from.leagueId, details: `${target.username} was moved to ${to.name}` }),
      happened(req, { ...what, leagueId: to.leagueId, details: `${target.username} was moved here from ${from.name}` }),
    );
    return { ok: true, id: moved?.membershipId, targetLeagueId: to.leagueId };
  }),

  invitations: route(api.invitations, async ({ access }) => {
    return (await invitationsOfLeague(access.league.leagueId)).map((i) => ({ email: i.email, name: i.name, createdAt: i.createdAt }));
  }),

  withdraw: route(api.withdraw, async ({ access, params }) => {
    if (!(await withdrawInvitation(access.league.leagueId, params.email)))
      throw notFound(messages.invitationNotFound, "INVITATION_NOT_FOUND");
    return { ok: true };
  }),
});
