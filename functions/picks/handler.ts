import { randomInt } from "node:crypto";
import { messages } from "../../shared/messages";
import { randomPicks } from "../../shared/picks";
import { copySelectionsBody, registerPicksBody, savePicksBody } from "../../shared/schemas";
import { getLeagues, getMembershipById, getRoster, listMembershipsOfUser } from "../data/leagues-store";
import { listPlayers } from "../data/feed-store";
import { getSelection } from "../data/selections-store";
import { playerView } from "../feed/views";
import { requireMember } from "../lib/access";
import { badRequest, forbidden, notFound } from "../lib/errors";
import { httpApi } from "../lib/http-api";
import { route } from "../lib/route";
import { routesOf } from "../routes";
import { requireDraftMode, restoreOnRegister, storeSelection, validateSelection } from "./selections";

const order = (ids: number[]) => ids.map((id, i) => ({ fplPlayerId: id, selectionOrder: i + 1 }));

/** A member's ranked selections (spec calls §7.4, §7.3 pick-status). */
export const handler = httpApi(routesOf("picks"), {
  getTempPicks: route({
    handler: async ({ user, params }) => {
      await requireMember(params.leagueId, user);
      return order((await getSelection(params.leagueId, user.userId))?.playerIds ?? []);
    },
  }),

  saveTempPicks: route({
    body: savePicksBody,
    handler: async (req) => {
      const { league, membership } = await requireMember(req.params.leagueId, req.user);
      requireDraftMode(league);
      await validateSelection(req.body.picks, false);
      return storeSelection(req, league, membership.username, req.body.picks, req.body.revision, false);
    },
  }),

  register: route({
    body: registerPicksBody,
    handler: async (req) => {
      const { league, membership } = await requireMember(req.body.leagueId, req.user);
      requireDraftMode(league);
      await validateSelection(req.body.picks, true);
      const stored = await storeSelection(req, league, membership.username, req.body.picks, req.body.revision, true);
      // Spec §4: archived members are left out of drafts until they submit their 15 picks.
      if (stored.saved && membership.isArchived) await restoreOnRegister(req, league.leagueId, membership);
      return stored;
    },
  }),

  originalSelections: route({
    handler: async ({ user, params }) => {
      const membership = await getMembershipById(params.leagueUserId);
      if (!membership) throw notFound(messages.notMember, "NOT_IN_LEAGUE");
      const viewer = await requireMember(membership.leagueId, user);
      // Members see their own list; admins may see anyone's in their league.
      if (membership.userId !== user.userId && !viewer.membership.isAdmin) throw forbidden();
      const [selection, players] = await Promise.all([getSelection(membership.leagueId, membership.userId), listPlayers()]);
      const byId = new Map(players.map((p) => [p.playerId, p]));
      return (selection?.playerIds ?? []).map((id, i) => {
        const p = byId.get(id);
        return {
          id: `${membership.membershipId}:${i + 1}`,
          selectionOrder: i + 1,
          fplPlayerId: id,
          player: p
            ? { webName: p.webName, teamName: p.teamName, position: p.position, nowCost: p.nowCost, goalsScored: p.goalsScored, goalsLastSeason: p.goalsLastSeason ?? null }
            : null,
        };
      });
    },
  }),

  randomPicks: route({
    handler: async ({ user, params }) => {
      const { league } = await requireMember(params.id, user);
      requireDraftMode(league);
      const { picks, eligible } = randomPicks((await listPlayers()).map(playerView), () => randomInt(2 ** 32) / 2 ** 32);
      return { picks: picks.map((p) => ({ playerId: p.id, player: p })), eligiblePlayersCount: eligible };
    },
  }),

  copySelections: route({
    body: copySelectionsBody,
    handler: async (req) => {
      const { user, params, body } = req;
      const source = await requireMember(params.id, user);
      const selection = await getSelection(params.id, user.userId);
      if (!selection || selection.playerIds.length === 0) throw badRequest("You have no selections to copy in this league.", "NO_SELECTIONS");
      const mine = new Set((await listMembershipsOfUser(user.userId)).map((m) => m.leagueId));
      const targets = await getLeagues([...new Set(body.targetLeagueIds)]);
      // All or nothing: one bad target refuses the whole copy, so nothing is half-done.
      for (const id of body.targetLeagueIds) {
        const target = targets.find((t) => t.leagueId === id);
        if (!target || !mine.has(id)) throw forbidden(messages.notMember, "NOT_IN_LEAGUE");
        if (id === params.id) throw badRequest("Choose leagues other than this one.", "SAME_LEAGUE");
        requireDraftMode(target);
      }
      const copied = [];
      for (const target of targets) {
        const membership = (await requireMember(target.leagueId, user)).membership;
        await storeSelection(req, target, membership.username, selection.playerIds, undefined, false);
        copied.push({ leagueId: target.leagueId, name: target.name });
      }
      return { copied, from: source.league.name, count: selection.playerIds.length };
    },
  }),

  pickStatus: route({
    handler: async ({ user, params }) => {
      const { league } = await requireMember(params.leagueId, user);
      if (!league.isDraftMode) return [];
      const { members, selections } = await getRoster(league.leagueId);
      const counts = new Map(selections.map((s) => [s.userId, s.playerIds.length]));
      return members
        .filter((m) => !m.isArchived)
        .map((m) => ({ userId: m.userId, username: m.username, selectedCount: counts.get(m.userId) ?? 0 }))
        .sort((a, b) => a.username.localeCompare(b.username));
    },
  }),
});
