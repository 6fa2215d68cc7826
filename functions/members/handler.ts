import { messages } from "../../shared/messages";
import { addLeagueUserBody, transferBody } from "../../shared/schemas";
import { addMembership, getLeague, getMembership, getMembershipById, removeMembership } from "../data/leagues-store";
import { invitationsOfLeague, invite, withdrawInvitation } from "../data/invitations-store";
import { getSelection, saveSelection } from "../data/selections-store";
import { findUserByEmail } from "../data/users-store";
import { requireAdmin, requireCreator } from "../lib/access";
import { happened } from "../lib/domain-event";
import { badRequest, conflict, forbidden, notFound } from "../lib/errors";
import { publish } from "../lib/event-bus";
import { httpApi } from "../lib/http-api";
import { route } from "../lib/route";
import { routesOf } from "../routes";

/** User management (spec calls §7.3): league admins add and remove; the site creator transfers. */
export const handler = httpApi(routesOf("members"), {
  add: route({
    body: addLeagueUserBody,
    handler: async (req) => {
      const { league, membership: admin } = await requireAdmin(req.body.leagueId, req.user);
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
        }),
      );
      return { status: "added", id: added.membershipId, name: added.username, email: added.email };
    },
  }),

  remove: route({
    handler: async (req) => {
      const target = await getMembershipById(req.params.id);
      if (!target) throw notFound("User not found", "USER_NOT_FOUND");
      const { league, membership: admin } = await requireAdmin(target.leagueId, req.user);
      if (league.createdBy === target.userId) throw forbidden("The league's creator cannot be removed from it.", "LEAGUE_CREATOR");
      await removeMembership(league.leagueId, target.userId);
      await publish(
        happened(req, {
          leagueId: league.leagueId,
          actionType: "USER_REMOVED",
          category: "admin_action",
          severity: "warning",
          username: admin.username,
          details: `${admin.username} removed ${target.username} from the league`,
          metadata: { userId: target.userId, email: target.email },
        }),
      );
      return { ok: true };
    },
  }),

  transfer: route({
    body: transferBody,
    handler: async (req) => {
      requireCreator(req.user);
      const target = await getMembershipById(req.params.id);
      if (!target) throw notFound("User not found", "USER_NOT_FOUND");
      const [from, to] = await Promise.all([getLeague(target.leagueId), getLeague(req.body.targetLeagueId)]);
      if (!from || !to) throw notFound(messages.leagueNotFound, "LEAGUE_NOT_FOUND");
      if (from.leagueId === to.leagueId) throw badRequest("League required: Please select a target league.", "SAME_LEAGUE");
      if (!from.isDraftMode || !to.isDraftMode) throw conflict("Both leagues must be in draft mode to transfer a user.", "LEAGUE_LIVE");
      if (from.createdBy === target.userId) throw forbidden("The league's creator cannot be moved out of it.", "LEAGUE_CREATOR");
      if (await getMembership(to.leagueId, target.userId)) throw conflict("That user is already in the target league.", "ALREADY_JOINED");
      // Add first, then copy the picks, then leave: a failure part-way never loses the user.
      const moved = await addMembership(to, { userId: target.userId, email: target.email, username: target.username });
      const picks = await getSelection(from.leagueId, target.userId);
      if (picks) await saveSelection({ leagueId: to.leagueId, userId: target.userId, playerIds: picks.playerIds, revision: Date.now() });
      await removeMembership(from.leagueId, target.userId);
      const what = { category: "admin_action" as const, actionType: "USER_TRANSFERRED" as const, username: req.user.name, metadata: { userId: target.userId, from: from.leagueId, to: to.leagueId } };
      await publish(
        happened(req, { ...what, leagueId: from.leagueId, details: `${target.username} was moved to ${to.name}` }),
        happened(req, { ...what, leagueId: to.leagueId, details: `${target.username} was moved here from ${from.name}` }),
      );
      return { ok: true, id: moved?.membershipId, targetLeagueId: to.leagueId };
    },
  }),

  invitations: route({
    handler: async ({ user, params }) => {
      await requireAdmin(params.id, user);
      return (await invitationsOfLeague(params.id)).map((i) => ({ email: i.email, name: i.name, createdAt: i.createdAt }));
    },
  }),

  withdraw: route({
    handler: async ({ user, params }) => {
      await requireAdmin(params.id, user);
      await withdrawInvitation(params.id, params.email.toLowerCase());
      return { ok: true };
    },
  }),
});
