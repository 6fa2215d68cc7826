import type * as z from "zod/mini";
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
  AuditLogPage,
  BoardRow,
  CreatorDebug,
  DraftResult,
  DashboardStats,
  GoalRace,
  LiveMatches,
  DraftRunStatus,
  DraftUser,
  EmailList,
  FinalAuditLog,
  FinalPick,
  HistoryEntry,
  LeagueSeasons,
  PastSeason,
  Invitation,
  LiveDraftView,
  MemberOfUser,
  Ok,
  RestoreResult,
  SavedCandidates,
  SeasonStat,
  SeasonStatus,
  SeasonWindow,
  Simulation,
  PendingInvitation,
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
import type { ChatMessage, ChatMute, ChatPage, ChatUnread } from "../chat/types";
import type { requests } from "./requests";

/**
 * Every HTTP route, declared once, in two halves that cannot drift apart:
 *
 * - this file, the wire half: method, path, who may call it, which league it acts on and what it
 *   answers (a type only). It holds no schema at run time, so the SPA's client (call/useCall)
 *   and the CDK stack read it without loading zod;
 * - shared/contract/requests/<group>.ts, the request half: each route's zod schemas for its path,
 *   query and body, by the same names. The types of `contract` join the two (`__inputs`), so a
 *   form, the SPA's typed client and a handler all see one route; a name missing from either half
 *   fails to compile (`satisfies GroupRequests<G>`), and functions/routes.test.ts checks both at run time.
 *
 * The server validates and authorizes from both halves before any handler runs
 * (functions/lib/route.ts); each function bundle imports only its own group's request half.
 *
 * Roles (product.md §10.3): `public`; `signedIn` (401 otherwise); `member` of the league the
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

/** A route's request half: a schema for each part it reads (absent: no query, and `{}` as a mutation's body). */
export interface Inputs {
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
}

export interface RouteSpec {
  method: Method;
  path: string;
  role: Role;
  league?: LeagueRef;
  /** The answer's type (type only: nothing is carried at run time); `never` for a redirect or a download. */
  response: Returns<unknown>;
  /** The request half's schemas, as a type only (the schemas themselves are in requests/<group>.ts). */
  readonly __inputs?: Inputs;
}

/**
 * A type-only marker: `returns<DraftUser[]>()` types the route's answer. The SPA's client reads it
 * (web/src/lib/api-client.ts) and the server's `route()` refuses, at compile time, a handler whose
 * answer is not assignable to it, so the two cannot drift.
 */
type Returns<T> = { readonly __returns?: T };
const returns = <T>(): Returns<T> => ({});
/** What a route answers: its declared `response`, `unknown` until one is declared. */
export type ResponseOf<R extends RouteSpec> = Exclude<NonNullable<R["response"]>["__returns"], undefined>;
/** A route's request schemas as its request half declares them. */
export type InputsOf<R extends RouteSpec> = NonNullable<R["__inputs"]>;

export const groups = [
  "auth",
  "leagues",
  "activity",
  "feed",
  "picks",
  "draft",
  "window",
  "leaderboard",
  "notifications",
  "members",
  "backup",
  "creator",
  "chat",
] as const;
export type Group = (typeof groups)[number];

export type RouteDef = RouteSpec & { group: Group; name: string };

/** `get(path, role, returns<T>(), league?)`: one route of the wire half. */
const at =
  <const M extends Method>(method: M) =>
  <const P extends string, const R extends Role, T, const L extends LeagueRef | undefined = undefined>(
    path: P,
    role: R,
    response: Returns<T>,
    league?: L,
  ) =>
    ({ method, path, role, response, league }) as { method: M; path: P; role: R; response: Returns<T>; league: L };
const [get, post, put, patch, del] = [at("GET"), at("POST"), at("PUT"), at("PATCH"), at("DELETE")];

const inPath = (key: string) => ({ in: "params", key }) as const;
const inQuery = (key: string) => ({ in: "query", key }) as const;
const inBody = (key: string) => ({ in: "body", key }) as const;
/** A league field the call may leave out; `role` is who may call without it. */
const orWithout = <const L extends { in: "query" | "body"; key: string }, const R extends Role>(ref: L, role: R) => ({
  ...ref,
  optional: role,
});

/**
 * One group's routes, built through a call bundlers may drop when nothing names the group: a
 * function imports only its own group (`picksRoutes`, …), so its bundle keeps no other group's
 * routes (~6.5 kB of every API bundle when the whole table came along).
 */
/* @__NO_SIDE_EFFECTS__ */
function routeGroup<const T extends Record<string, RouteSpec>>(make: () => T): T {
  return make();
}

const auth = routeGroup(() => ({
  login: get("/api/login", "public", returns<never>()),
  // The provider adds what it likes (code, state, iss, error…); nothing here reaches the store unchecked.
  callback: get("/api/auth/callback", "public", returns<never>()),
  logout: get("/api/logout", "public", returns<never>()),
  currentUser: get("/api/auth/user", "signedIn", returns<CurrentUser>()),
  userLeagues: get("/api/user/leagues", "signedIn", returns<UserLeague[]>()),
  // Invitations to the user's e-mail still waiting (their leagues went live before they signed in).
  userInvitations: get("/api/user/invitations", "signedIn", returns<PendingInvitation[]>()),
  deleteProfile: del("/api/user/profile", "signedIn", returns<Ok>()),
}));

const leagues = routeGroup(() => ({
  create: post("/api/leagues", "signedIn", returns<UserLeague>()),
  join: post("/api/leagues/join", "signedIn", returns<UserLeague>()),
  lookup: get("/api/leagues/{id}", "public", returns<LeagueLookup>()),
  rename: patch("/api/leagues/{id}", "admin", returns<LeagueLookup>(), inPath("id")),
  remove: del("/api/leagues/{id}", "leagueCreator", returns<Ok>(), inPath("id")),
  joinByCode: post("/api/leagues/{id}/join", "signedIn", returns<UserLeague>()),
  members: get("/api/leagues/{id}/users", "member", returns<LeagueUserView[]>(), inPath("id")),
  seasonStatus: get("/api/season-status", "member", returns<SeasonStatus>(), orWithout(inQuery("leagueId"), "signedIn")),
  toggleSeasonMode: post("/api/toggle-season-mode", "admin", returns<SeasonStatus>(), inBody("leagueId")),
  updateUsername: patch(
    "/api/league-users/update-username",
    "member",
    returns<{ username: string }>(),
    orWithout(inBody("leagueId"), "signedIn"),
  ),
  memberByAuth: get("/api/league-users/by-auth/{authUserId}", "signedIn", returns<MemberOfUser>()),
  // Seasons (product.md §10.13): members read the season picker and a finished season; the admin starts the next one.
  seasons: get("/api/leagues/{id}/seasons", "member", returns<LeagueSeasons>(), inPath("id")),
  pastSeason: get("/api/leagues/{id}/seasons/past", "member", returns<PastSeason>(), inPath("id")),
  startNextSeason: post("/api/leagues/{id}/next-season", "admin", returns<StartedSeason>(), inPath("id")),
}));

const activity = routeGroup(() => ({
  list: get("/api/activity-logs", "admin", returns<ActivityEntry[]>(), orWithout(inQuery("leagueId"), "siteCreator")),
}));

const picks = routeGroup(() => ({
  getTempPicks: get("/api/temp-picks/{leagueId}", "member", returns<TempPick[]>(), inPath("leagueId")),
  saveTempPicks: post("/api/temp-picks/{leagueId}", "member", returns<SavedPicks>(), inPath("leagueId")),
  register: post("/api/register", "member", returns<SavedPicks>(), inBody("leagueId")),
  // Members read their own list; the handler lets admins read anyone's in their league.
  originalSelections: get("/api/my-original-selections/{leagueUserId}", "member", returns<OriginalSelection[]>(), {
    membershipIn: "leagueUserId",
  }),
  randomPicks: post("/api/leagues/{id}/generate-random-picks", "member", returns<RandomPicks>(), inPath("id")),
  copySelections: post("/api/leagues/{id}/copy-selections", "member", returns<CopyResult>(), inPath("id")),
  pickStatus: get("/api/pick-status/{leagueId}", "member", returns<PickStatusEntry[]>(), inPath("leagueId")),
}));

const draft = routeGroup(() => ({
  simulateRoundRobin: post("/api/simulate-round-robin", "admin", returns<StartedRun>(), inBody("leagueId")),
  resetSimulation: del("/api/simulation-state", "admin", returns<Ok>(), inBody("leagueId")),
  confirmRoundRobin: post("/api/confirm-round-robin", "admin", returns<StartedRun>(), inBody("leagueId")),
  assignDraftOrder: post("/api/assign-draft-order", "admin", returns<{ randomizationLog: string }>(), inBody("leagueId")),
  usersWithoutPicks: get("/api/leagues/{id}/users-without-picks", "admin", returns<UserWithoutPicks[]>(), inPath("id")),
  usersWithoutPicksDetailed: get("/api/leagues/{id}/users-without-picks-detailed", "admin", returns<DraftUser[]>(), inPath("id")),
  allUsersEmails: get("/api/leagues/{id}/all-users-emails", "admin", returns<EmailList>(), inPath("id")),
  usersWithoutPicksEmails: get("/api/leagues/{id}/users-without-picks-emails", "admin", returns<EmailList>(), inPath("id")),
  archiveUsers: post("/api/leagues/{id}/archive-users", "admin", returns<ArchiveResult>(), inPath("id")),
  restoreUsers: post("/api/leagues/{id}/restore-users", "admin", returns<RestoreResult>(), inPath("id")),
  simulateDraft: post("/api/leagues/{id}/simulate-draft", "admin", returns<StartedRun>(), inPath("id")),
  executeDraft: post("/api/leagues/{id}/execute-draft", "admin", returns<StartedRun>(), inPath("id")),
  draftUsers: get("/api/draft/users/{leagueId}", "admin", returns<DraftUser[]>(), inPath("leagueId")),
  history: get("/api/draft/history/{leagueId}", "admin", returns<HistoryEntry[]>(), inPath("leagueId")),
  currentSimulation: get("/api/draft/simulation/{leagueId}", "admin", returns<Simulation | null>(), inPath("leagueId")),
  finalAuditLog: get("/api/draft/final-audit-log/{leagueId}", "member", returns<FinalAuditLog>(), inPath("leagueId")),
  // Where a started simulation or execution stands (the SPA polls it).
  runStatus: get("/api/draft/runs/{leagueId}/{runId}", "admin", returns<DraftRunStatus>(), inPath("leagueId")),
  // The rest of a run's audit log, a page at a time (the answers above carry its first page). Members read executed
  // drafts' logs, as the final audit log; the handler keeps simulations and failed runs to admins.
  runAuditLog: get("/api/draft/runs/{leagueId}/{runId}/audit-log", "member", returns<AuditLogPage>(), inPath("leagueId")),
  // One history entry's results, read when it is opened (the history lists runs without them).
  runResults: get("/api/draft/runs/{leagueId}/{runId}/results", "admin", returns<DraftResult[]>(), inPath("leagueId")),
  finalPicks: get("/api/league-users/{id}/picks", "member", returns<FinalPick[]>(), { membershipIn: "id" }),
  // The live draft (product.md §10.15): members read the room and pick on their turn; admins set it up and run it.
  liveDraft: get("/api/leagues/{id}/live-draft", "member", returns<LiveDraftView>(), inPath("id")),
  scheduleLiveDraft: post("/api/leagues/{id}/live-draft", "admin", returns<LiveDraftView>(), inPath("id")),
  // Before it starts, the admin starts a scheduled draft now, moves its start or changes its clock.
  changeLiveDraft: patch("/api/leagues/{id}/live-draft", "admin", returns<LiveDraftView>(), inPath("id")),
  livePick: post("/api/leagues/{id}/live-draft/picks", "member", returns<LiveDraftView>(), inPath("id")),
  liveAutopick: put("/api/leagues/{id}/live-draft/autopick", "member", returns<LiveDraftView>(), inPath("id")),
  pauseLiveDraft: post("/api/leagues/{id}/live-draft/pause", "admin", returns<LiveDraftView>(), inPath("id")),
  resumeLiveDraft: post("/api/leagues/{id}/live-draft/resume", "admin", returns<LiveDraftView>(), inPath("id")),
  undoLivePick: post("/api/leagues/{id}/live-draft/undo", "admin", returns<LiveDraftView>(), inPath("id")),
  cancelLiveDraft: post("/api/leagues/{id}/live-draft/cancel", "admin", returns<LiveDraftView>(), inPath("id")),
}));

/**
 * The January window (functions/window/handler.ts): members read the window and rank their
 * candidates; admins run the window draft, which goes through the draft workflow as the main draft does.
 */
const januaryWindow = routeGroup(() => ({
  windowState: get("/api/window/{leagueId}", "member", returns<WindowView>(), inPath("leagueId")),
  saveWindowCandidates: put("/api/window/{leagueId}/candidates", "member", returns<SavedCandidates>(), inPath("leagueId")),
  windowDraft: get("/api/window/{leagueId}/draft", "admin", returns<WindowDraft>(), inPath("leagueId")),
  simulateWindowDraft: post("/api/window/{leagueId}/simulate", "admin", returns<StartedWindowRun>(), inPath("leagueId")),
  executeWindowDraft: post("/api/window/{leagueId}/execute", "admin", returns<StartedWindowRun>(), inPath("leagueId")),
  windowRun: get("/api/window/{leagueId}/runs/{runId}", "admin", returns<WindowRunProgress>(), inPath("leagueId")),
  // The season's transfer deadline: the site's creator only.
  seasonWindow: get("/api/creator/season-window", "siteCreator", returns<SeasonWindow>()),
  windowDeadline: put("/api/creator/season-window", "siteCreator", returns<SeasonWindow>()),
}));

const leaderboard = routeGroup(() => ({
  // The simulated board (`simulation=true`) is its admins' only; the handler checks that.
  leaderboard: get("/api/leaderboard", "member", returns<BoardRow[]>(), inQuery("leagueId")),
  race: get("/api/leaderboard/race", "member", returns<GoalRace>(), inQuery("leagueId")),
  gameweekBoard: get("/api/leaderboard/{gameweekId}", "member", returns<BoardRow[]>(), inQuery("leagueId")),
  dashboardStats: get("/api/dashboard/stats", "member", returns<DashboardStats>(), inQuery("leagueId")),
  // The live-match strip: which of the caller's players are playing now, the minute and the score.
  liveMatches: get("/api/leaderboard/live-matches", "member", returns<LiveMatches>(), inQuery("leagueId")),
}));

const notifications = routeGroup(() => ({
  list: get("/api/notifications", "signedIn", returns<AppNotification[]>()),
  markAllRead: patch("/api/notifications/mark-all-read", "signedIn", returns<{ updated: number }>()),
  markRead: patch("/api/notifications/{id}", "signedIn", returns<Ok>()),
  sendPickReminders: post(
    "/api/admin/send-pick-reminders",
    "admin",
    returns<PickRemindersResult>(),
    orWithout(inBody("leagueId"), "admin"),
  ),
  testNotification: post("/api/admin/test-notification", "admin", returns<Ok>()),
  preferences: get("/api/notification-preferences", "signedIn", returns<NotificationSettings>()),
  savePreferences: put("/api/notification-preferences", "signedIn", returns<NotificationSettings>()),
  /** After a bounce the member may fix their mailbox; this lets e-mail be tried again. */
  resumeEmail: post("/api/notification-preferences/resume-email", "signedIn", returns<NotificationSettings>()),
  // The endpoint's loopback allowance depends on the server's PUBLIC_URL: the handler checks it with pushSubscriptionSchema.
  addPushSubscription: post("/api/push-subscriptions", "signedIn", returns<{ id: string }>()),
  removePushSubscription: del("/api/push-subscriptions/{id}", "signedIn", returns<Ok>()),
  /**
   * A mail's unsubscribe link: the settings page posts `{ token }`; RFC 8058's one-click POST
   * carries the token in the URL and the form body `List-Unsubscribe=One-Click` (read as
   * `{ oneClick: true }`). The signed token is the whole authority; no session is read.
   */
  unsubscribe: post("/api/unsubscribe", "public", returns<{ type: string; label: string }>()),
}));

const members = routeGroup(() => ({
  add: post("/api/league-users", "admin", returns<AddUserResult>(), inBody("leagueId")),
  remove: del("/api/league-users/{id}", "admin", returns<Ok>(), { membershipIn: "id" }),
  transfer: post("/api/league-users/{id}/transfer", "siteCreator", returns<TransferResult>()),
  invitations: get("/api/leagues/{id}/invitations", "admin", returns<Invitation[]>(), inPath("id")),
  withdraw: del("/api/leagues/{id}/invitations/{email}", "admin", returns<Ok>(), inPath("id")),
}));

const backup = routeGroup(() => ({
  download: get("/api/backup/{type}", "admin", returns<never>(), inQuery("leagueId")),
}));

const creator = routeGroup(() => ({
  logs: get("/api/creator/logs", "siteCreator", returns<LogPage<ApiLogView>>()),
  errors: get("/api/creator/errors", "siteCreator", returns<LogPage<ErrorEntry>>()),
  tables: get("/api/creator/tables", "siteCreator", returns<TableSummary[]>()),
  tableData: get("/api/creator/table-data", "siteCreator", returns<TablePage>()),
  exportCsv: get("/api/creator/export-csv/{table}", "siteCreator", returns<never>()),
  gameweekInfo: get("/api/creator/gameweek-info", "siteCreator", returns<GameweekView[]>()),
  topScorers: get("/api/creator/top-scorers", "siteCreator", returns<TopScorer[]>()),
  leagueActivity: get("/api/creator/league-activity", "siteCreator", returns<LeagueActivityEntry[]>()),
  allEmails: get("/api/creator/all-emails", "siteCreator", returns<EmailList>()),
  testError: post("/api/creator/test-error", "siteCreator", returns<never>()),
}));

const feed = routeGroup(() => ({
  // With a league, its own season's players: ids name other players in another season.
  players: get("/api/players", "member", returns<Player[]>(), orWithout(inQuery("leagueId"), "signedIn")),
  // A league id, when given, must be one of the caller's leagues.
  seasonStats: get("/api/players/season-stats", "member", returns<SeasonStat[]>(), orWithout(inQuery("leagueId"), "signedIn")),
  // The feed routes a board reads take its league, so a league still finishing last season
  // reads its own season's weeks and scorers; without one, the newest season the store holds.
  gameweeks: get("/api/gameweeks", "member", returns<GameweekView[]>(), orWithout(inQuery("leagueId"), "signedIn")),
  currentGameweek: get("/api/gameweeks/current", "signedIn", returns<GameweekView>()),
  gameweekScorers: get("/api/gameweeks/{id}/goalscorers", "member", returns<GoalScorer[]>(), orWithout(inQuery("leagueId"), "signedIn")),
  goalScorers: get("/api/goal-scorers", "member", returns<GoalScorer[]>(), orWithout(inQuery("leagueId"), "signedIn")),
  refreshStatus: get("/api/system/refresh-status", "signedIn", returns<RefreshStatus>()),
  verificationPlayers: get("/api/verification/players", "signedIn", returns<VerificationPlayer[]>()),
  // The live feed against our store: an admin of any league, or the site creator.
  verificationCompare: get("/api/verification/compare", "admin", returns<FeedComparison>()),
  creatorDebug: get("/api/creator/debug-fpl", "siteCreator", returns<CreatorDebug>()),
  // A league admin's request counts against the league named, or the first one they run (rate limit).
  refreshData: post("/api/refresh-data", "admin", returns<StartedRefresh>(), orWithout(inBody("leagueId"), "admin")),
  creatorRefreshPlayers: post("/api/creator/refresh-players", "siteCreator", returns<StartedRefresh>()),
  creatorRefreshGoals: post("/api/creator/refresh-goals", "siteCreator", returns<StartedRefresh>()),
  refreshRun: get("/api/system/refresh-runs/{runId}", "admin", returns<RefreshRunStatus>()),
}));

/**
 * The league's chat (product.md §10.17, issue 39): members read, post, edit and delete their own
 * messages and react; an admin deletes any message and mutes a member for 24 hours. The handler
 * refuses archived members: only current members read or post.
 */
const chat = routeGroup(() => ({
  // Newest first, `limit` at a time; `before` is the previous page's `next`.
  list: get("/api/leagues/{id}/messages", "member", returns<ChatPage>(), inPath("id")),
  // 201 with the message; 429 past 10 in 30 seconds, 403 with `mutedUntil` while muted.
  post: post("/api/leagues/{id}/messages", "member", returns<ChatMessage>(), inPath("id")),
  // The author only.
  edit: patch("/api/leagues/{id}/messages/{messageId}", "member", returns<ChatMessage>(), inPath("id")),
  // The author or an admin: the text is gone for everyone, the line stays as "message deleted".
  remove: del("/api/leagues/{id}/messages/{messageId}", "member", returns<ChatMessage>(), inPath("id")),
  // Toggles the caller's reaction with one emoji.
  react: put("/api/leagues/{id}/messages/{messageId}/reactions", "member", returns<ChatMessage>(), inPath("id")),
  mutes: get("/api/leagues/{id}/mutes", "admin", returns<ChatMute[]>(), inPath("id")),
  mute: post("/api/leagues/{id}/mutes", "admin", returns<ChatMute>(), inPath("id")),
  unmute: del("/api/leagues/{id}/mutes/{userId}", "admin", returns<Ok>(), inPath("id")),
  // The caller's read marker: the newest message they have seen.
  markRead: put("/api/leagues/{id}/read-marker", "member", returns<ChatUnread>(), inPath("id")),
  // The caller's unread counts, one per league they are a current member of.
  unread: get("/api/chat/unread", "signedIn", returns<ChatUnread[]>()),
}));

const wire = {
  auth,
  leagues,
  activity,
  picks,
  draft,
  window: januaryWindow,
  leaderboard,
  notifications,
  members,
  backup,
  creator,
  feed,
  chat,
} as const satisfies Record<Group, Record<string, RouteSpec>>;

/** The wire half's names and shapes, which each group's request half must match name for name. */
type Wire = typeof wire;
/** What a group's request half declares: one entry per route of the group, no more, no fewer. */
export type GroupRequests<G extends Group> = Record<keyof Wire[G], Inputs>;

type Requests = typeof requests;
/** The two halves joined: each route of the wire half carries its request schemas' types. */
export type Contract = {
  [G in Group]: { [N in keyof Wire[G]]: Wire[G][N] & { readonly __inputs?: N extends keyof Requests[G] ? Requests[G][N] : never } };
};
export const contract: Contract = wire;

/** A group's routes as its function serves them, each with its group and name. */
/* @__NO_SIDE_EFFECTS__ */
export function groupRoutes<G extends Group>(group: G, specs: Contract[G]): RouteDef[] {
  return Object.entries(specs as Record<string, RouteSpec>).map(([name, route]) => ({ ...route, group, name }));
}

/** Every route (the stack, the local host, the tests); through a call bundlers may drop, so a function's bundle keeps only its group. */
/* @__NO_SIDE_EFFECTS__ */
function allRoutes(): readonly RouteDef[] {
  return groups.flatMap((group) => groupRoutes(group, contract[group]));
}
export const routes = allRoutes();

export const routesOf = (group: Group) => routes.filter((route) => route.group === group);

/** Each group's routes on its own, for its function (routeGroup says why). */
export const authRoutes: Contract["auth"] = auth;
export const leaguesRoutes: Contract["leagues"] = leagues;
export const activityRoutes: Contract["activity"] = activity;
export const feedRoutes: Contract["feed"] = feed;
export const picksRoutes: Contract["picks"] = picks;
export const draftRoutes: Contract["draft"] = draft;
export const windowRoutes: Contract["window"] = januaryWindow;
export const leaderboardRoutes: Contract["leaderboard"] = leaderboard;
export const notificationsRoutes: Contract["notifications"] = notifications;
export const membersRoutes: Contract["members"] = members;
export const backupRoutes: Contract["backup"] = backup;
export const creatorRoutes: Contract["creator"] = creator;
export const chatRoutes: Contract["chat"] = chat;
