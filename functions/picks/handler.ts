import { must } from "../../shared/must";
import { seasonOfLeague } from "../data/read-models/season";
import { randomInt } from "node:crypto";
import { messages } from "../../shared/messages";
import { randomPicks } from "../../shared/picks";
import { getLeagues, getRoster, listMembershipsOfUser } from "../data/stores/leagues-store";
import { listPlayers } from "../data/stores/feed-store";
import { getSelection } from "../data/stores/selections-store";
import { playerView } from "../feed/views";
import { badRequest, conflict, forbidden } from "../lib/errors";
import { httpApi } from "../lib/http-api";
import { route } from "../lib/route";
import { groupRoutes, picksRoutes } from "../routes";
import { picksRequests } from "../../shared/contract/requests/picks";
import { requireDraftMode, restoreOnRegister, storeSelection, validateSelection } from "./selections";

const api = picksRoutes;

const order = (ids: number[]) => ids.map((id, i) => ({ fplPlayerId: id, selectionOrder: i + 1 }));

/** A member's ranked selections (product.md §7.4, §7.3 pick-status). */
export const handler = httpApi(groupRoutes("picks", api), picksRequests, {
  getTempPicks: route(api.getTempPicks, async ({ user, access }) => {
    return order((await getSelection(access.league.leagueId, user.userId))?.playerIds ?? []);
  }),

  saveTempPicks: route(api.saveTempPicks, async (req) => {
    const { league, membership } = req.access;
    requireDraftMode(league);
    await validateSelection(req.body.picks, false, await seasonOfLeague(league));
    return storeSelection(req, league, membership.username, req.body.picks, req.body.revision, false);
  }),

  register: route(api.register, async (req) => {
    const { league, membership } = req.access;
    requireDraftMode(league);
    await validateSelection(req.body.picks, true, await seasonOfLeague(league));
    const stored = await storeSelection(req, league, membership.username, req.body.picks, req.body.revision, true);
    // product.md §4: archived members are left out of drafts until they submit their 15 picks.
    if (stored.saved && membership.isArchived) await restoreOnRegister(req, league.leagueId, membership);
    return stored;
  }),

  originalSelections: route(api.originalSelections, async ({ user, access }) => {
    const { target: membership, membership: viewer } = access;
    // Members see their own list; admins may see anyone's in their league.
    if (membership.userId !== user.userId && !viewer.isAdmin) throw forbidden();
    const [selection, players] = await Promise.all([getSelection(membership.leagueId, membership.userId), listPlayers()]);
    const byId = new Map(players.map((p) => [p.playerId, p]));
    return (selection?.playerIds ?? []).map((id, i) => {
      const p = byId.get(id);
      return {
        id: `${membership.membershipId}:${i + 1}`,
        selectionOrder: i + 1,
        fplPlayerId: id,
        player: p
          ? {
              webName: p.webName,
              teamName: p.teamName,
              position: p.position,
              nowCost: p.nowCost,
              goalsScored: p.goalsScored,
              goalsLastSeason: p.goalsLastSeason ?? null,
            }
          : null,
      };
    });
  }),

  randomPicks: route(api.randomPicks, async ({ access }) => {
    requireDraftMode(access.league);
    const { picks, eligible } = randomPicks(
      (await listPlayers(await seasonOfLeague(access.league))).map(playerView),
      () => randomInt(2 ** 32) / 2 ** 32,
    );
    // Not a success with nothing in it: the screen says why and leaves the list as it is.
    if (eligible === 0) throw conflict(messages.noRandomPicksEligible, "NO_ELIGIBLE_PLAYERS");
    return { picks: picks.map((p) => ({ playerId: p.id, player: p })), eligiblePlayersCount: eligible };
  }),

  copySelections: route(api.copySelections, async (req) => {
    const { user, body, access: source } = req;
    const sourceId = source.league.leagueId;
    const selection = await getSelection(sourceId, user.userId);
    if (!selection || selection.playerIds.length === 0) throw badRequest(messages.noSelectionsToCopy, "NO_SELECTIONS");
    const mine = new Map((await listMembershipsOfUser(user.userId)).map((m) => [m.leagueId, m]));
    const targets = await getLeagues([...new Set(body.targetLeagueIds)]);
    // All or nothing: one bad target refuses the whole copy, so nothing is half-done.
    for (const id of body.targetLeagueIds) {
      const target = targets.find((t) => t.leagueId === id);
      if (!target || !mine.has(id)) throw forbidden(messages.notMember, "NOT_IN_LEAGUE");
      if (id === sourceId) throw badRequest(messages.copyToOtherLeagues, "SAME_LEAGUE");
      requireDraftMode(target);
    }
    // The server picks each save's revision so the copy wins over older saves; a list changed
    // in that league at the same moment still wins, and the answer says so instead of "copied".
    const copied: Array<{ leagueId: string; name: string }> = [];
    const missed: Array<{ leagueId: string; name: string }> = [];
    for (const target of targets) {
      const stored = await storeSelection(
        req,
        target,
        must(mine.get(target.leagueId), "the copier's membership").username,
        selection.playerIds,
        undefined,
        false,
      );
      (stored.saved ? copied : missed).push({ leagueId: target.leagueId, name: target.name });
    }
    if (missed.length > 0) {
      throw conflict(
        messages.copyConflict(
          missed.map((m) => m.name),
          copied.map((c) => c.name),
        ),
        "COPY_CONFLICT",
      );
    }
    return { copied, from: source.league.name, count: selection.playerIds.length };
  }),

  pickStatus: route(api.pickStatus, async ({ access: { league } }) => {
    if (!league.isDraftMode) return [];
    const { members, selections } = await getRoster(league.leagueId);
    const counts = new Map(selections.map((s) => [s.userId, s.playerIds.length]));
    return members
      .filter((m) => !m.isArchived)
      .map((m) => ({ userId: m.userId, username: m.username, selectedCount: counts.get(m.userId) ?? 0 }))
      .sort((a, b) => a.username.localeCompare(b.username));
  }),
});
