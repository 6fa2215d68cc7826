import { messages } from "../../shared/messages";
import { leagueCodeSchema } from "../../shared/league-schemas";
import { nextSeasonMode } from "../../shared/league-rules";
import { groupRoutes, leaguesRoutes } from "../routes";
import { leaguesRequests } from "../../shared/contract/requests/leagues";
import { badRequest, conflict, forbidden, notFound } from "../lib/errors";
import { httpApi } from "../lib/http-api";
import { route } from "../lib/route";
import { happened } from "../lib/domain-event";
import { publish } from "../lib/event-bus";
import {
  createLeague,
  deleteLeague,
  findLeagueByCode,
  getRoster,
  listMembershipsOfUser,
  renameLeague,
  setDraftMode,
  updateMemberUsername,
} from "../data/stores/leagues-store";
import { currentSeasonLabel, storedFeedSeason } from "../data/read-models/season";
import { getUser, setUsername } from "../data/stores/users-store";
import { leagueHeldByLiveDraft } from "../data/stores/live-draft-store";
import { joinLeague } from "./join";
import { seasonStanding, startNextSeason } from "./next-season";
import { pastSeasonView, seasonSummaryView } from "./season-views";
import { getLeagueSeason, listLeagueSeasons } from "../data/stores/league-seasons-store";
import { leagueLookupView, leagueUserView, userLeagueView } from "./views";

const api = leaguesRoutes;

/** Leagues and memberships (product.md §7.2–7.3). */
export const handler = httpApi(groupRoutes("leagues", api), leaguesRequests, {
  lookup: route(api.lookup, async ({ params }) => {
    const code = leagueCodeSchema.safeParse(params.id);
    const league = code.success ? await findLeagueByCode(code.data) : undefined;
    if (!league) throw notFound(messages.leagueNotFound, "LEAGUE_NOT_FOUND");
    return leagueLookupView(league);
  }),

  create: route(api.create, async (req) => {
    const { user, body } = req;
    const stored = await getUser(user.userId);
    const { league, membership } = await createLeague({
      name: body.name,
      seasonName: await currentSeasonLabel(),
      feedSeason: await storedFeedSeason(),
      creator: { userId: user.userId, email: user.email, username: stored?.username ?? user.name },
    });
    await publish(
      happened(req, {
        leagueId: league.leagueId,
        actionType: "LEAGUE_CREATED",
        category: "admin_action",
        username: membership.username,
        details: `${membership.username} created the league "${league.name}"`,
        metadata: { code: league.code },
      }),
    );
    return userLeagueView(league, membership);
  }),

  rename: route(api.rename, async (req) => {
    const { league, membership } = req.access;
    const renamed = await renameLeague(league.leagueId, req.body.name);
    await publish(
      happened(req, {
        leagueId: league.leagueId,
        actionType: "LEAGUE_RENAMED",
        category: "admin_action",
        username: membership.username,
        details: `${membership.username} renamed the league from "${league.name}" to "${renamed.name}"`,
        metadata: { from: league.name, to: renamed.name },
      }),
    );
    return leagueLookupView(renamed);
  }),

  remove: route(api.remove, async ({ access }) => {
    await deleteLeague(access.league);
    return { ok: true };
  }),

  joinByCode: route(api.joinByCode, async (req) => joinLeague(req, req.params.id ?? "", req.body.username)),

  join: route(api.join, async (req) => joinLeague(req, req.body.code, req.body.username)),

  // E-mails are for the league's admins (user management); members see names and roles.
  members: route(api.members, async ({ access }) => {
    const { members } = await getRoster(access.league.leagueId);
    return members.map((m) => leagueUserView(m, access.membership.isAdmin)).sort((a, b) => a.username.localeCompare(b.username));
  }),

  seasonStatus: route(api.seasonStatus, async ({ access }) => {
    if (!access) return { isDraftMode: true, seasonName: await currentSeasonLabel() };
    return { isDraftMode: access.league.isDraftMode, seasonName: access.league.seasonName };
  }),

  toggleSeasonMode: route(api.toggleSeasonMode, async (req) => {
    const { league, membership } = req.access;
    const outcome = nextSeasonMode(league);
    if (!outcome.ok) throw conflict(messages.noFinalDraft, outcome.reason);
    // One draft at a time: the live draft's last pick takes the league live, never a switch meanwhile.
    if (await leagueHeldByLiveDraft(league.leagueId)) throw conflict(messages.liveDraftHoldsLeague, "LIVE_DRAFT_HOLDS_LEAGUE");
    const updated = await setDraftMode(league.leagueId, outcome.isDraftMode);
    await publish(
      happened(req, {
        leagueId: league.leagueId,
        actionType: updated.isDraftMode ? "LEAGUE_BACK_TO_DRAFT" : "LEAGUE_WENT_LIVE",
        category: "admin_action",
        severity: "warning",
        username: membership.username,
        details: updated.isDraftMode
          ? `${membership.username} switched the league back to draft mode`
          : `${membership.username} switched the league to live`,
      }),
    );
    return { isDraftMode: updated.isDraftMode, seasonName: updated.seasonName };
  }),

  updateUsername: route(api.updateUsername, async (req) => {
    const { user, body, access } = req;
    // Without a league the display name changes everywhere the user plays.
    const memberships = access ? [access.membership] : await listMembershipsOfUser(user.userId);
    if (!body.leagueId) await setUsername(user.userId, body.username);
    for (const m of memberships) await updateMemberUsername(m.leagueId, user.userId, body.username);
    await publish(
      ...memberships
        .filter((m) => m.username !== body.username)
        .map((m) =>
          happened(req, {
            leagueId: m.leagueId,
            actionType: "USERNAME_CHANGED",
            category: "user_action",
            username: body.username,
            details: `${m.username} is now called ${body.username}`,
            metadata: { from: m.username, to: body.username },
          }),
        ),
    );
    return { username: body.username };
  }),

  seasons: route(api.seasons, async ({ access: { league } }) => {
    const [standing, past] = await Promise.all([seasonStanding(league), listLeagueSeasons(league.leagueId)]);
    return {
      current: {
        season: standing.season,
        seasonName: league.seasonName,
        isOver: standing.isOver,
        nextSeason: standing.change.ok ? standing.change.to : null,
        ...(standing.change.ok ? {} : { notOfferedBecause: standing.change.reason }),
      },
      past: past.map(seasonSummaryView).reverse(),
    };
  }),

  pastSeason: route(api.pastSeason, async ({ access: { league }, query }) => {
    const season = await getLeagueSeason(league.leagueId, query.season);
    if (!season) throw notFound(messages.seasonNotFound, "SEASON_NOT_FOUND");
    return pastSeasonView(season);
  }),

  startNextSeason: route(api.startNextSeason, async (req) => {
    const { league, membership } = req.access;
    const outcome = await startNextSeason(league, membership.username);
    if (!outcome.ok) {
      const refusal = {
        SEASON_NOT_OVER: messages.seasonNotOver,
        NO_NEWER_SEASON: messages.noNewerSeason,
        ALREADY_STARTED: messages.seasonAlreadyStarted,
      }[outcome.reason];
      throw conflict(refusal, outcome.reason);
    }
    const started = outcome.league;
    await publish(
      happened(req, {
        leagueId: league.leagueId,
        actionType: "SEASON_STARTED",
        category: "admin_action",
        severity: "warning",
        username: membership.username,
        details: `${membership.username} started the ${started.seasonName} season: the league is back in draft mode`,
        metadata: { from: outcome.from, to: started.feedSeason },
      }),
    );
    return {
      leagueId: started.leagueId,
      season: started.feedSeason ?? "",
      seasonName: started.seasonName,
      isDraftMode: started.isDraftMode,
      previousSeason: outcome.from,
    };
  }),

  memberByAuth: route(api.memberByAuth, async ({ user, params, query }) => {
    if (params.authUserId !== user.userId && !user.isCreator) throw forbidden();
    const memberships = await listMembershipsOfUser(params.authUserId);
    const membership = query.leagueId ? memberships.find((m) => m.leagueId === query.leagueId) : memberships[0];
    if (!membership) {
      if (query.leagueId) throw notFound(messages.notMember, "NOT_IN_LEAGUE");
      throw badRequest(messages.notMember, "NOT_IN_LEAGUE");
    }
    return { id: membership.membershipId, username: membership.username, isAdmin: membership.isAdmin };
  }),
});
