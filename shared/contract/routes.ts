import * as z from "zod";
import { categories, severities } from "../../events/catalog";
import { backupTypes } from "../backup";
import {
  addLeagueUserBody,
  archiveUsersBody,
  confirmDraftBody,
  copySelectionsBody,
  createLeagueBody,
  joinBody,
  joinByCodeBody,
  leagueIdBody,
  markReadBody,
  optionalLeagueBody,
  registerPicksBody,
  renameLeagueBody,
  restoreUsersBody,
  savePicksBody,
  testNotificationBody,
  toggleSeasonBody,
  transferBody,
  updateUsernameBody,
} from "../schemas";
import { seasonWindowQuery, windowCandidatesBody, windowDeadlineBody } from "../window/schemas";
import { preferencesSchema } from "../notification-preferences";
import { pushSubscriptionSchema } from "../push-subscription";
import type {
  ActivityEntry,
  AddUserResult,
  ApiLogView,
  AppNotification,
  CopyResult,
  ErrorEntry,
  LeagueActivityEntry,
  LogPage,
  NotificationSettings,
  OriginalSelection,
  PickRemindersResult,
  PickStatusEntry,
  RandomPicks,
  SavedPicks,
  TablePage,
  TableSummary,
  TempPick,
  TopScorer,
  ArchiveResult,
  BoardRow,
  CreatorDebug,
  DashboardStats,
  GoalRace,
  DraftRunStatus,
  DraftUser,
  EmailList,
  FinalAuditLog,
  FinalPick,
  HistoryEntry,
  LeagueSeasons,
  PastSeason,
  Invitation,
  MemberOfUser,
  Ok,
  RestoreResult,
  SavedCandidates,
  SeasonStat,
  SeasonStatus,
  SeasonWindow,
  Simulation,
  StartedRun,
  StartedSeason,
  StartedWindowRun,
  TransferResult,
  UserWithoutPicks,
  WindowDraft,
  WindowRunProgress,
  WindowView,
} from "./responses";
import type { CurrentUser, LeagueLookup, LeagueUserView, UserLeague } from "../types";
import type {
  FeedComparison,
  GameweekView,
  GoalScorer,
  Player,
  RefreshRunStatus,
  RefreshStatus,
  StartedRefresh,
  VerificationPlayer,
} from "../feed-types";
import { codeParam, email, gameweekParam, id, noBody, noQuery, text } from "./inputs";

/**
 * Every HTTP route, declared once: method, path, who may call it and what it takes. The server
 * validates and authorizes from this table before any handler runs (functions/lib/route.ts),
 * the CDK stack and the local host route with it, and the tests walk it.
 *
 * Roles (product decision 3): `public`; `signedIn` (401 otherwise); `member` of the league the
 * call names (404 unknown league, 403 NOT_IN_LEAGUE); `admin` of that league (403
 * ADMIN_REQUIRED), or, for a call that names no league, an admin of any league or the site
 * creator; `leagueCreator`, the member who created the league; `siteCreator`, the operator
 * (403 'Creator access required').
 *
 * One variable name per path position (API Gateway refuses `/api/leagues/{code}` beside
 * `/api/leagues/{id}`): under /api/leagues/ the lookup and join calls carry the code as `{id}`.
 */
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export const roles = ["public", "signedIn", "member", "admin", "leagueCreator", "siteCreator"] as const;
export type Role = (typeof roles)[number];

/**
 * Where the league a call acts on is named: a path, query or body field, or the league of the
 * membership whose id is in the path. `optional` is the role that applies when the field is absent.
 */
type LeagueRef = { in: "params" | "query" | "body"; key: string; optional?: Role } | { membershipIn: string };

export interface RouteSpec {
  method: Method;
  path: string;
  role: Role;
  league?: LeagueRef;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer's type (type only: nothing is carried at run time); `never` for a redirect or a download. */
  response: Returns<unknown>;
}

/**
 * A type-only marker: `response: returns<DraftUser[]>()` types the route's answer. The SPA's
 * client reads it (web/src/lib/api-client.ts) and the server's `route()` refuses, at compile
 * time, a handler whose answer is not assignable to it, so the two cannot drift.
 */
export type Returns<T> = { readonly __returns?: T };
const returns = <T>(): Returns<T> => ({});
/** What a route answers: its declared `response`, `unknown` until one is declared. */
export type ResponseOf<R extends RouteSpec> = Exclude<NonNullable<R["response"]>["__returns"], undefined>;

export const groups = [
  "auth",
  "leagues",
  "activity",
  "feed",
  "picks",
  "draft",
  "leaderboard",
  "notifications",
  "members",
  "backup",
  "creator",
] as const;
export type Group = (typeof groups)[number];

export type RouteDef = RouteSpec & { group: Group; name: string };

const spec = <const S extends RouteSpec>(s: S) => s;

const leagueId = id("League id");
const inPath = (key: string) => ({ in: "params", key }) as const;
const inQuery = (key: string) => ({ in: "query", key }) as const;
const inBody = (key: string) => ({ in: "body", key }) as const;
/** A league field the call may leave out; `role` is who may call without it. */
const orWithout = <const L extends { in: "query" | "body"; key: string }, const R extends Role>(ref: L, role: R) => ({
  ...ref,
  optional: role,
});
const pathOf = <K extends string>(...keys: K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, leagueId])) as Record<K, typeof leagueId>);
/** A season as its label names it ("2024/25"). */
const seasonLabel = z.string({ error: "Season is required" }).regex(/^\d{4}\/\d{2}$/, "Season must be a label such as 2024/25");
const leagueQuery = z.object({ leagueId: leagueId.optional() }).strict();
/** A signed unsubscribe token: base64url payload, a dot, base64url signature. */
const unsubscribeToken = z
  .string()
  .min(1, "This unsubscribe link is incomplete")
  .max(1000)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, "This unsubscribe link is not valid");

const tableFilters = {
  search: text(100, "Search").optional(),
  gameweek: gameweekParam.optional(),
  user: text(100, "User").optional(),
};

/** The creator's log views: a time range (ISO or epoch ms), a page size, or a previous page's cursor; the handler reads them. */
const logQuery = z
  .object({
    from: text(40, "From").optional(),
    to: text(40, "To").optional(),
    cursor: z
      .string()
      .max(500)
      .regex(/^[A-Za-z0-9_=-]*$/, "Invalid cursor: start again from the first page")
      .optional(),
    limit: z
      .string()
      .regex(/^\d{1,3}$/, "The limit must be a whole number from 1 to 200")
      .optional(),
  })
  .strict();

export const contract = {
  auth: {
    login: spec({
      method: "GET",
      path: "/api/login",
      role: "public",
      query: z.object({ redirect: z.string().max(2000).optional() }).strict(),
      response: returns<never>(),
    }),
    // The provider adds what it likes (code, state, iss, error…); nothing here reaches the store unchecked.
    callback: spec({
      method: "GET",
      path: "/api/auth/callback",
      role: "public",
      query: z.looseObject({ code: z.string().max(2048).optional(), state: z.string().max(512).optional() }),
      response: returns<never>(),
    }),
    logout: spec({ method: "GET", path: "/api/logout", role: "public", query: noQuery, response: returns<never>() }),
    currentUser: spec({ method: "GET", path: "/api/auth/user", role: "signedIn", query: noQuery, response: returns<CurrentUser>() }),
    userLeagues: spec({ method: "GET", path: "/api/user/leagues", role: "signedIn", query: noQuery, response: returns<UserLeague[]>() }),
    deleteProfile: spec({
      method: "DELETE",
      path: "/api/user/profile",
      role: "signedIn",
      query: noQuery,
      body: noBody,
      response: returns<Ok>(),
    }),
  },
  leagues: {
    create: spec({
      method: "POST",
      path: "/api/leagues",
      role: "signedIn",
      query: noQuery,
      body: createLeagueBody,
      response: returns<UserLeague>(),
    }),
    join: spec({
      method: "POST",
      path: "/api/leagues/join",
      role: "signedIn",
      query: noQuery,
      body: joinBody,
      response: returns<UserLeague>(),
    }),
    lookup: spec({
      method: "GET",
      path: "/api/leagues/{id}",
      role: "public",
      params: z.object({ id: codeParam }),
      query: noQuery,
      response: returns<LeagueLookup>(),
    }),
    rename: spec({
      method: "PATCH",
      path: "/api/leagues/{id}",
      role: "admin",
      league: inPath("id"),
      params: pathOf("id"),
      query: noQuery,
      body: renameLeagueBody,
      response: returns<LeagueLookup>(),
    }),
    remove: spec({
      method: "DELETE",
      path: "/api/leagues/{id}",
      role: "leagueCreator",
      league: inPath("id"),
      params: pathOf("id"),
      query: noQuery,
      body: noBody,
      response: returns<Ok>(),
    }),
    joinByCode: spec({
      method: "POST",
      path: "/api/leagues/{id}/join",
      role: "signedIn",
      params: z.object({ id: codeParam }),
      query: noQuery,
      body: joinByCodeBody,
      response: returns<UserLeague>(),
    }),
    members: spec({
      method: "GET",
      path: "/api/leagues/{id}/users",
      role: "member",
      league: inPath("id"),
      params: pathOf("id"),
      query: noQuery,
      response: returns<LeagueUserView[]>(),
    }),
    seasonStatus: spec({
      method: "GET",
      path: "/api/season-status",
      role: "member",
      league: orWithout(inQuery("leagueId"), "signedIn"),
      query: leagueQuery,
      response: returns<SeasonStatus>(),
    }),
    toggleSeasonMode: spec({
      method: "POST",
      path: "/api/toggle-season-mode",
      role: "admin",
      league: inBody("leagueId"),
      query: noQuery,
      body: toggleSeasonBody,
      response: returns<SeasonStatus>(),
    }),
    updateUsername: spec({
      method: "PATCH",
      path: "/api/league-users/update-username",
      role: "member",
      league: orWithout(inBody("leagueId"), "signedIn"),
      query: noQuery,
      body: updateUsernameBody,
      response: returns<{ username: string }>(),
    }),
    memberByAuth: spec({
      method: "GET",
      path: "/api/league-users/by-auth/{authUserId}",
      role: "signedIn",
      params: z.object({ authUserId: id("User id") }),
      query: leagueQuery,
      response: returns<MemberOfUser>(),
    }),
    // Seasons (decision 13): members read the season picker and a finished season; the admin starts the next one.
    seasons: spec({
      method: "GET",
      path: "/api/leagues/{id}/seasons",
      role: "member",
      league: inPath("id"),
      params: pathOf("id"),
      query: noQuery,
      response: returns<LeagueSeasons>(),
    }),
    pastSeason: spec({
      method: "GET",
      path: "/api/leagues/{id}/seasons/past",
      role: "member",
      league: inPath("id"),
      params: pathOf("id"),
      query: z.object({ season: seasonLabel }).strict(),
      response: returns<PastSeason>(),
    }),
    startNextSeason: spec({
      method: "POST",
      path: "/api/leagues/{id}/next-season",
      role: "admin",
      league: inPath("id"),
      params: pathOf("id"),
      query: noQuery,
      body: noBody,
      response: returns<StartedSeason>(),
    }),
  },
  activity: {
    list: spec({
      method: "GET",
      path: "/api/activity-logs",
      role: "admin",
      league: orWithout(inQuery("leagueId"), "siteCreator"),
      query: z
        .object({
          leagueId: leagueId.optional(),
          search: text(100, "Search").optional(),
          severity: z.enum([...severities, "all"]).optional(),
          category: z.enum([...categories, "all"]).optional(),
        })
        .strict(),
      response: returns<ActivityEntry[]>(),
    }),
  },
  picks: {
    getTempPicks: spec({
      method: "GET",
      path: "/api/temp-picks/{leagueId}",
      role: "member",
      league: inPath("leagueId"),
      params: pathOf("leagueId"),
      query: noQuery,
      response: returns<TempPick[]>(),
    }),
    saveTempPicks: spec({
      method: "POST",
      path: "/api/temp-picks/{leagueId}",
      role: "member",
      league: inPath("leagueId"),
      params: pathOf("leagueId"),
      query: noQuery,
      body: savePicksBody,
      response: returns<SavedPicks>(),
    }),
    register: spec({
      method: "POST",
      path: "/api/register",
      role: "member",
      league: inBody("leagueId"),
      query: noQuery,
      body: registerPicksBody,
      response: returns<SavedPicks>(),
    }),
    // Members read their own list; the handler lets admins read anyone's in their league.
    originalSelections: spec({
      method: "GET",
      path: "/api/my-original-selections/{leagueUserId}",
      role: "member",
      league: { membershipIn: "leagueUserId" },
      params: z.object({ leagueUserId: id("Member id") }),
      query: noQuery,
      response: returns<OriginalSelection[]>(),
    }),
    randomPicks: spec({
      method: "POST",
      path: "/api/leagues/{id}/generate-random-picks",
      role: "member",
      league: inPath("id"),
      params: pathOf("id"),
      query: noQuery,
      body: noBody,
      response: returns<RandomPicks>(),
    }),
    copySelections: spec({
      method: "POST",
      path: "/api/leagues/{id}/copy-selections",
      role: "member",
      league: inPath("id"),
      params: pathOf("id"),
      query: noQuery,
      body: copySelectionsBody,
      response: returns<CopyResult>(),
    }),
    pickStatus: spec({
      method: "GET",
      path: "/api/pick-status/{leagueId}",
      role: "member",
      league: inPath("leagueId"),
      params: pathOf("leagueId"),
      query: noQuery,
      response: returns<PickStatusEntry[]>(),
    }),
  },
  draft: {
    simulateRoundRobin: spec({
      method: "POST",
      path: "/api/simulate-round-robin",
      role: "admin",
      league: inBody("leagueId"),
      query: noQuery,
      body: leagueIdBody,
      response: returns<StartedRun>(),
    }),
    resetSimulation: spec({
      method: "DELETE",
      path: "/api/simulation-state",
      role: "admin",
      league: inBody("leagueId"),
      query: noQuery,
      body: leagueIdBody,
      response: returns<Ok>(),
    }),
    confirmRoundRobin: spec({
      method: "POST",
      path: "/api/confirm-round-robin",
      role: "admin",
      league: inBody("leagueId"),
      query: noQuery,
      body: confirmDraftBody,
      response: returns<StartedRun>(),
    }),
    assignDraftOrder: spec({
      method: "POST",
      path: "/api/assign-draft-order",
      role: "admin",
      league: inBody("leagueId"),
      query: noQuery,
      body: leagueIdBody,
      response: returns<{ randomizationLog: string }>(),
    }),
    usersWithoutPicks: spec({
      method: "GET",
      path: "/api/leagues/{id}/users-without-picks",
      role: "admin",
      league: inPath("id"),
      params: pathOf("id"),
      query: noQuery,
      response: returns<UserWithoutPicks[]>(),
    }),
    usersWithoutPicksDetailed: spec({
      method: "GET",
      path: "/api/leagues/{id}/users-without-picks-detailed",
      role: "admin",
      league: inPath("id"),
      params: pathOf("id"),
      query: noQuery,
      response: returns<DraftUser[]>(),
    }),
    allUsersEmails: spec({
      method: "GET",
      path: "/api/leagues/{id}/all-users-emails",
      role: "admin",
      league: inPath("id"),
      params: pathOf("id"),
      query: noQuery,
      response: returns<EmailList>(),
    }),
    usersWithoutPicksEmails: spec({
      method: "GET",
      path: "/api/leagues/{id}/users-without-picks-emails",
      role: "admin",
      league: inPath("id"),
      params: pathOf("id"),
      query: noQuery,
      response: returns<EmailList>(),
    }),
    archiveUsers: spec({
      method: "POST",
      path: "/api/leagues/{id}/archive-users",
      role: "admin",
      league: inPath("id"),
      params: pathOf("id"),
      query: noQuery,
      body: archiveUsersBody,
      response: returns<ArchiveResult>(),
    }),
    restoreUsers: spec({
      method: "POST",
      path: "/api/leagues/{id}/restore-users",
      role: "admin",
      league: inPath("id"),
      params: pathOf("id"),
      query: noQuery,
      body: restoreUsersBody,
      response: returns<RestoreResult>(),
    }),
    simulateDraft: spec({
      method: "POST",
      path: "/api/leagues/{id}/simulate-draft",
      role: "admin",
      league: inPath("id"),
      params: pathOf("id"),
      query: noQuery,
      body: noBody,
      response: returns<StartedRun>(),
    }),
    executeDraft: spec({
      method: "POST",
      path: "/api/leagues/{id}/execute-draft",
      role: "admin",
      league: inPath("id"),
      params: pathOf("id"),
      query: noQuery,
      body: noBody,
      response: returns<StartedRun>(),
    }),
    draftUsers: spec({
      method: "GET",
      path: "/api/draft/users/{leagueId}",
      role: "admin",
      league: inPath("leagueId"),
      params: pathOf("leagueId"),
      query: noQuery,
      response: returns<DraftUser[]>(),
    }),
    history: spec({
      method: "GET",
      path: "/api/draft/history/{leagueId}",
      role: "admin",
      league: inPath("leagueId"),
      params: pathOf("leagueId"),
      query: noQuery,
      response: returns<HistoryEntry[]>(),
    }),
    currentSimulation: spec({
      method: "GET",
      path: "/api/draft/simulation/{leagueId}",
      role: "admin",
      league: inPath("leagueId"),
      params: pathOf("leagueId"),
      query: noQuery,
      response: returns<Simulation | null>(),
    }),
    finalAuditLog: spec({
      method: "GET",
      path: "/api/draft/final-audit-log/{leagueId}",
      role: "member",
      league: inPath("leagueId"),
      params: pathOf("leagueId"),
      query: noQuery,
      response: returns<FinalAuditLog>(),
    }),
    // Where a started simulation or execution stands (the SPA polls it).
    runStatus: spec({
      method: "GET",
      path: "/api/draft/runs/{leagueId}/{runId}",
      role: "admin",
      league: inPath("leagueId"),
      params: z.object({ leagueId, runId: id("Run id") }),
      query: noQuery,
      response: returns<DraftRunStatus>(),
    }),
    finalPicks: spec({
      method: "GET",
      path: "/api/league-users/{id}/picks",
      role: "member",
      league: { membershipIn: "id" },
      params: z.object({ id: id("Member id") }),
      query: noQuery,
      response: returns<FinalPick[]>(),
    }),
    // The January window (functions/window/routes.ts): served by the draft function, which may run the workflow.
    // Members read the window and rank their candidates; admins run the window draft.
    windowState: spec({
      method: "GET",
      path: "/api/window/{leagueId}",
      role: "member",
      league: inPath("leagueId"),
      params: pathOf("leagueId"),
      query: noQuery,
      response: returns<WindowView>(),
    }),
    saveWindowCandidates: spec({
      method: "PUT",
      path: "/api/window/{leagueId}/candidates",
      role: "member",
      league: inPath("leagueId"),
      params: pathOf("leagueId"),
      query: noQuery,
      body: windowCandidatesBody,
      response: returns<SavedCandidates>(),
    }),
    windowDraft: spec({
      method: "GET",
      path: "/api/window/{leagueId}/draft",
      role: "admin",
      league: inPath("leagueId"),
      params: pathOf("leagueId"),
      query: noQuery,
      response: returns<WindowDraft>(),
    }),
    simulateWindowDraft: spec({
      method: "POST",
      path: "/api/window/{leagueId}/simulate",
      role: "admin",
      league: inPath("leagueId"),
      params: pathOf("leagueId"),
      query: noQuery,
      body: noBody,
      response: returns<StartedWindowRun>(),
    }),
    executeWindowDraft: spec({
      method: "POST",
      path: "/api/window/{leagueId}/execute",
      role: "admin",
      league: inPath("leagueId"),
      params: pathOf("leagueId"),
      query: noQuery,
      body: noBody,
      response: returns<StartedWindowRun>(),
    }),
    windowRun: spec({
      method: "GET",
      path: "/api/window/{leagueId}/runs/{runId}",
      role: "admin",
      league: inPath("leagueId"),
      params: z.object({ leagueId, runId: id("Run id") }),
      query: noQuery,
      response: returns<WindowRunProgress>(),
    }),
    // The season's transfer deadline: the site's creator only.
    seasonWindow: spec({
      method: "GET",
      path: "/api/creator/season-window",
      role: "siteCreator",
      query: seasonWindowQuery,
      response: returns<SeasonWindow>(),
    }),
    windowDeadline: spec({
      method: "PUT",
      path: "/api/creator/season-window",
      role: "siteCreator",
      query: noQuery,
      body: windowDeadlineBody,
      response: returns<SeasonWindow>(),
    }),
  },
  leaderboard: {
    // The simulated board (`simulation=true`) is its admins' only; the handler checks that.
    leaderboard: spec({
      method: "GET",
      path: "/api/leaderboard",
      role: "member",
      league: inQuery("leagueId"),
      query: z.object({ leagueId: leagueId.optional(), simulation: z.enum(["true", "false"]).optional() }).strict(),
      response: returns<BoardRow[]>(),
    }),
    race: spec({
      method: "GET",
      path: "/api/leaderboard/race",
      role: "member",
      league: inQuery("leagueId"),
      query: leagueQuery,
      response: returns<GoalRace>(),
    }),
    gameweekBoard: spec({
      method: "GET",
      path: "/api/leaderboard/{gameweekId}",
      role: "member",
      league: inQuery("leagueId"),
      params: z.object({ gameweekId: gameweekParam }),
      query: leagueQuery,
      response: returns<BoardRow[]>(),
    }),
    dashboardStats: spec({
      method: "GET",
      path: "/api/dashboard/stats",
      role: "member",
      league: inQuery("leagueId"),
      query: leagueQuery,
      response: returns<DashboardStats>(),
    }),
  },
  notifications: {
    list: spec({ method: "GET", path: "/api/notifications", role: "signedIn", query: noQuery, response: returns<AppNotification[]>() }),
    markAllRead: spec({
      method: "PATCH",
      path: "/api/notifications/mark-all-read",
      role: "signedIn",
      query: noQuery,
      body: noBody,
      response: returns<{ updated: number }>(),
    }),
    markRead: spec({
      method: "PATCH",
      path: "/api/notifications/{id}",
      role: "signedIn",
      params: z.object({ id: id("Notification id") }),
      query: noQuery,
      body: markReadBody,
      response: returns<Ok>(),
    }),
    sendPickReminders: spec({
      method: "POST",
      path: "/api/admin/send-pick-reminders",
      role: "admin",
      league: orWithout(inBody("leagueId"), "admin"),
      query: noQuery,
      body: optionalLeagueBody,
      response: returns<PickRemindersResult>(),
    }),
    testNotification: spec({
      method: "POST",
      path: "/api/admin/test-notification",
      role: "admin",
      query: noQuery,
      body: testNotificationBody,
      response: returns<Ok>(),
    }),
    preferences: spec({
      method: "GET",
      path: "/api/notification-preferences",
      role: "signedIn",
      query: noQuery,
      response: returns<NotificationSettings>(),
    }),
    savePreferences: spec({
      method: "PUT",
      path: "/api/notification-preferences",
      role: "signedIn",
      query: noQuery,
      body: preferencesSchema,
      response: returns<NotificationSettings>(),
    }),
    /** After a bounce the member may fix their mailbox; this lets e-mail be tried again. */
    resumeEmail: spec({
      method: "POST",
      path: "/api/notification-preferences/resume-email",
      role: "signedIn",
      query: noQuery,
      body: noBody,
      response: returns<NotificationSettings>(),
    }),
    // The endpoint's loopback allowance depends on the server's PUBLIC_URL: the handler checks it with pushSubscriptionSchema.
    addPushSubscription: spec({
      method: "POST",
      path: "/api/push-subscriptions",
      role: "signedIn",
      query: noQuery,
      body: pushSubscriptionSchema(true),
      response: returns<{ id: string }>(),
    }),
    removePushSubscription: spec({
      method: "DELETE",
      path: "/api/push-subscriptions/{id}",
      role: "signedIn",
      params: z.object({ id: id("Push subscription id") }),
      query: noQuery,
      body: noBody,
      response: returns<Ok>(),
    }),
    /**
     * A mail's unsubscribe link: the settings page posts `{ token }`; RFC 8058's one-click POST
     * carries the token in the URL and the form body `List-Unsubscribe=One-Click` (read as
     * `{ oneClick: true }`). The signed token is the whole authority; no session is read.
     */
    unsubscribe: spec({
      method: "POST",
      path: "/api/unsubscribe",
      role: "public",
      query: z.object({ token: unsubscribeToken.optional() }).strict(),
      body: z.union([z.object({ token: unsubscribeToken }).strict(), z.object({ oneClick: z.literal(true) }).strict()]),
      response: returns<{ type: string; label: string }>(),
    }),
  },
  members: {
    add: spec({
      method: "POST",
      path: "/api/league-users",
      role: "admin",
      league: inBody("leagueId"),
      query: noQuery,
      body: addLeagueUserBody,
      response: returns<AddUserResult>(),
    }),
    remove: spec({
      method: "DELETE",
      path: "/api/league-users/{id}",
      role: "admin",
      league: { membershipIn: "id" },
      params: z.object({ id: id("Member id") }),
      query: noQuery,
      body: noBody,
      response: returns<Ok>(),
    }),
    transfer: spec({
      method: "POST",
      path: "/api/league-users/{id}/transfer",
      role: "siteCreator",
      params: z.object({ id: id("Member id") }),
      query: noQuery,
      body: transferBody,
      response: returns<TransferResult>(),
    }),
    invitations: spec({
      method: "GET",
      path: "/api/leagues/{id}/invitations",
      role: "admin",
      league: inPath("id"),
      params: pathOf("id"),
      query: noQuery,
      response: returns<Invitation[]>(),
    }),
    withdraw: spec({
      method: "DELETE",
      path: "/api/leagues/{id}/invitations/{email}",
      role: "admin",
      league: inPath("id"),
      params: z.object({ id: leagueId, email }),
      query: noQuery,
      body: noBody,
      response: returns<Ok>(),
    }),
  },
  backup: {
    download: spec({
      method: "GET",
      path: "/api/backup/{type}",
      role: "admin",
      league: inQuery("leagueId"),
      params: z.object({ type: z.enum(backupTypes, { error: `Backup type must be one of ${backupTypes.join(", ")}` }) }),
      query: leagueQuery,
      response: returns<never>(),
    }),
  },
  creator: {
    logs: spec({
      method: "GET",
      path: "/api/creator/logs",
      role: "siteCreator",
      query: logQuery,
      response: returns<LogPage<ApiLogView>>(),
    }),
    errors: spec({
      method: "GET",
      path: "/api/creator/errors",
      role: "siteCreator",
      query: logQuery,
      response: returns<LogPage<ErrorEntry>>(),
    }),
    tables: spec({ method: "GET", path: "/api/creator/tables", role: "siteCreator", query: noQuery, response: returns<TableSummary[]>() }),
    tableData: spec({
      method: "GET",
      path: "/api/creator/table-data",
      role: "siteCreator",
      // One page at a time: `cursor` is the previous page's `nextCursor` (base64url of a table key).
      query: z
        .object({
          table: z.string().min(1, "Select a table first").pipe(id("Table")),
          ...tableFilters,
          cursor: z
            .string()
            .min(1)
            .max(4000)
            .regex(/^[A-Za-z0-9_-]+$/, "That page cursor is not valid. Reload the table.")
            .optional(),
          limit: z
            .string()
            .regex(/^\d{1,3}$/, "The limit must be a whole number from 1 to 500")
            .transform(Number)
            .pipe(
              z
                .number()
                .int()
                .min(1, "The limit must be a whole number from 1 to 500")
                .max(500, "The limit must be a whole number from 1 to 500"),
            )
            .optional(),
        })
        .strict(),
      response: returns<TablePage>(),
    }),
    exportCsv: spec({
      method: "GET",
      path: "/api/creator/export-csv/{table}",
      role: "siteCreator",
      params: z.object({ table: id("Table") }),
      query: z.object(tableFilters).strict(),
      response: returns<never>(),
    }),
    gameweekInfo: spec({
      method: "GET",
      path: "/api/creator/gameweek-info",
      role: "siteCreator",
      query: noQuery,
      response: returns<GameweekView[]>(),
    }),
    topScorers: spec({
      method: "GET",
      path: "/api/creator/top-scorers",
      role: "siteCreator",
      query: noQuery,
      response: returns<TopScorer[]>(),
    }),
    leagueActivity: spec({
      method: "GET",
      path: "/api/creator/league-activity",
      role: "siteCreator",
      query: noQuery,
      response: returns<LeagueActivityEntry[]>(),
    }),
    allEmails: spec({
      method: "GET",
      path: "/api/creator/all-emails",
      role: "siteCreator",
      query: noQuery,
      response: returns<EmailList>(),
    }),
    testError: spec({
      method: "POST",
      path: "/api/creator/test-error",
      role: "siteCreator",
      query: noQuery,
      body: noBody,
      response: returns<never>(),
    }),
  },
  feed: {
    players: spec({ method: "GET", path: "/api/players", role: "signedIn", query: noQuery, response: returns<Player[]>() }),
    // A league id, when given, must be one of the caller's leagues.
    seasonStats: spec({
      method: "GET",
      path: "/api/players/season-stats",
      role: "member",
      league: orWithout(inQuery("leagueId"), "signedIn"),
      query: leagueQuery,
      response: returns<SeasonStat[]>(),
    }),
    // The feed routes a board reads take its league, so a league still finishing last season
    // reads its own season's weeks and scorers; without one, the newest season the store holds.
    gameweeks: spec({
      method: "GET",
      path: "/api/gameweeks",
      role: "member",
      league: orWithout(inQuery("leagueId"), "signedIn"),
      query: leagueQuery,
      response: returns<GameweekView[]>(),
    }),
    currentGameweek: spec({
      method: "GET",
      path: "/api/gameweeks/current",
      role: "signedIn",
      query: noQuery,
      response: returns<GameweekView>(),
    }),
    gameweekScorers: spec({
      method: "GET",
      path: "/api/gameweeks/{id}/goalscorers",
      role: "member",
      league: orWithout(inQuery("leagueId"), "signedIn"),
      params: z.object({ id: gameweekParam }),
      query: leagueQuery,
      response: returns<GoalScorer[]>(),
    }),
    goalScorers: spec({
      method: "GET",
      path: "/api/goal-scorers",
      role: "member",
      league: orWithout(inQuery("leagueId"), "signedIn"),
      query: leagueQuery,
      response: returns<GoalScorer[]>(),
    }),
    refreshStatus: spec({
      method: "GET",
      path: "/api/system/refresh-status",
      role: "signedIn",
      query: noQuery,
      response: returns<RefreshStatus>(),
    }),
    verificationPlayers: spec({
      method: "GET",
      path: "/api/verification/players",
      role: "signedIn",
      query: noQuery,
      response: returns<VerificationPlayer[]>(),
    }),
    // The live feed against our store: an admin of any league, or the site creator.
    verificationCompare: spec({
      method: "GET",
      path: "/api/verification/compare",
      role: "admin",
      query: noQuery,
      response: returns<FeedComparison>(),
    }),
    creatorDebug: spec({
      method: "GET",
      path: "/api/creator/debug-fpl",
      role: "siteCreator",
      query: noQuery,
      response: returns<CreatorDebug>(),
    }),
    // A league admin's request counts against the league named, or the first one they run (rate limit).
    refreshData: spec({
      method: "POST",
      path: "/api/refresh-data",
      role: "admin",
      league: orWithout(inBody("leagueId"), "admin"),
      query: noQuery,
      body: optionalLeagueBody,
      response: returns<StartedRefresh>(),
    }),
    creatorRefreshPlayers: spec({
      method: "POST",
      path: "/api/creator/refresh-players",
      role: "siteCreator",
      query: noQuery,
      body: noBody,
      response: returns<StartedRefresh>(),
    }),
    creatorRefreshGoals: spec({
      method: "POST",
      path: "/api/creator/refresh-goals",
      role: "siteCreator",
      query: noQuery,
      body: noBody,
      response: returns<StartedRefresh>(),
    }),
    refreshRun: spec({
      method: "GET",
      path: "/api/system/refresh-runs/{runId}",
      role: "admin",
      params: z.object({ runId: id("Run id") }),
      query: noQuery,
      response: returns<RefreshRunStatus>(),
    }),
  },
} as const satisfies Record<Group, Record<string, RouteSpec>>;

export const routes: readonly RouteDef[] = groups.flatMap((group) =>
  Object.entries(contract[group] as Record<string, RouteSpec>).map(([name, route]) => ({ ...route, group, name })),
);

export const routesOf = (group: Group) => routes.filter((route) => route.group === group);
