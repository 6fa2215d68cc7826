/**
 * Every HTTP route, declared once. The CDK stack maps each to its group's Lambda; the local
 * host uses the same table to build API Gateway v2 events; each group's handler routes with it.
 */
/*
 * One variable name per path position (API Gateway refuses `/api/leagues/{code}` beside
 * `/api/leagues/{id}`): under /api/leagues/ the lookup and join calls carry the code as `{id}`.
 */
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RouteDef {
  group: Group;
  name: string;
  method: Method;
  path: string;
}

export const groups = ["auth", "leagues", "activity", "feed", "picks", "draft", "leaderboard", "notifications", "members", "backup", "creator"] as const;
export type Group = (typeof groups)[number];

const r = (group: Group, name: string, method: Method, path: string): RouteDef => ({ group, name, method, path });

export const routes: readonly RouteDef[] = [
  r("auth", "login", "GET", "/api/login"),
  r("auth", "callback", "GET", "/api/auth/callback"),
  r("auth", "logout", "GET", "/api/logout"),
  r("auth", "currentUser", "GET", "/api/auth/user"),
  r("auth", "userLeagues", "GET", "/api/user/leagues"),
  r("auth", "deleteProfile", "DELETE", "/api/user/profile"),

  r("leagues", "create", "POST", "/api/leagues"),
  r("leagues", "join", "POST", "/api/leagues/join"),
  r("leagues", "lookup", "GET", "/api/leagues/{id}"),
  r("leagues", "rename", "PATCH", "/api/leagues/{id}"),
  r("leagues", "remove", "DELETE", "/api/leagues/{id}"),
  r("leagues", "joinByCode", "POST", "/api/leagues/{id}/join"),
  r("leagues", "members", "GET", "/api/leagues/{id}/users"),
  r("leagues", "seasonStatus", "GET", "/api/season-status"),
  r("leagues", "toggleSeasonMode", "POST", "/api/toggle-season-mode"),
  r("leagues", "updateUsername", "PATCH", "/api/league-users/update-username"),
  r("leagues", "memberByAuth", "GET", "/api/league-users/by-auth/{authUserId}"),

  r("activity", "list", "GET", "/api/activity-logs"),

  r("picks", "getTempPicks", "GET", "/api/temp-picks/{leagueId}"),
  r("picks", "saveTempPicks", "POST", "/api/temp-picks/{leagueId}"),
  r("picks", "register", "POST", "/api/register"),
  r("picks", "originalSelections", "GET", "/api/my-original-selections/{leagueUserId}"),
  r("picks", "randomPicks", "POST", "/api/leagues/{id}/generate-random-picks"),
  r("picks", "copySelections", "POST", "/api/leagues/{id}/copy-selections"),
  r("picks", "pickStatus", "GET", "/api/pick-status/{leagueId}"),

  r("draft", "simulateRoundRobin", "POST", "/api/simulate-round-robin"),
  r("draft", "resetSimulation", "DELETE", "/api/simulation-state"),
  r("draft", "confirmRoundRobin", "POST", "/api/confirm-round-robin"),
  r("draft", "assignDraftOrder", "POST", "/api/assign-draft-order"),
  r("draft", "usersWithoutPicks", "GET", "/api/leagues/{id}/users-without-picks"),
  r("draft", "usersWithoutPicksDetailed", "GET", "/api/leagues/{id}/users-without-picks-detailed"),
  r("draft", "allUsersEmails", "GET", "/api/leagues/{id}/all-users-emails"),
  r("draft", "usersWithoutPicksEmails", "GET", "/api/leagues/{id}/users-without-picks-emails"),
  r("draft", "archiveUsers", "POST", "/api/leagues/{id}/archive-users"),
  r("draft", "restoreUsers", "POST", "/api/leagues/{id}/restore-users"),
  r("draft", "simulateDraft", "POST", "/api/leagues/{id}/simulate-draft"),
  r("draft", "executeDraft", "POST", "/api/leagues/{id}/execute-draft"),
  r("draft", "draftUsers", "GET", "/api/draft/users/{leagueId}"),
  r("draft", "history", "GET", "/api/draft/history/{leagueId}"),
  r("draft", "currentSimulation", "GET", "/api/draft/simulation/{leagueId}"),
  r("draft", "runStatus", "GET", "/api/draft/runs/{leagueId}/{runId}"),
  r("draft", "finalAuditLog", "GET", "/api/draft/final-audit-log/{leagueId}"),
  r("draft", "finalPicks", "GET", "/api/league-users/{id}/picks"),

  r("leaderboard", "leaderboard", "GET", "/api/leaderboard"),
  r("leaderboard", "race", "GET", "/api/leaderboard/race"),
  r("leaderboard", "gameweekBoard", "GET", "/api/leaderboard/{gameweekId}"),
  r("leaderboard", "dashboardStats", "GET", "/api/dashboard/stats"),

  r("notifications", "list", "GET", "/api/notifications"),
  r("notifications", "markAllRead", "PATCH", "/api/notifications/mark-all-read"),
  r("notifications", "markRead", "PATCH", "/api/notifications/{id}"),
  r("notifications", "sendPickReminders", "POST", "/api/admin/send-pick-reminders"),
  r("notifications", "testNotification", "POST", "/api/admin/test-notification"),
  r("notifications", "preferences", "GET", "/api/notification-preferences"),
  r("notifications", "savePreferences", "PUT", "/api/notification-preferences"),
  r("notifications", "resumeEmail", "POST", "/api/notification-preferences/resume-email"),
  r("notifications", "addPushSubscription", "POST", "/api/push-subscriptions"),
  r("notifications", "removePushSubscription", "DELETE", "/api/push-subscriptions/{id}"),
  r("notifications", "unsubscribe", "POST", "/api/unsubscribe"),

  r("members", "add", "POST", "/api/league-users"),
  r("members", "remove", "DELETE", "/api/league-users/{id}"),
  r("members", "transfer", "POST", "/api/league-users/{id}/transfer"),
  r("members", "invitations", "GET", "/api/leagues/{id}/invitations"),
  r("members", "withdraw", "DELETE", "/api/leagues/{id}/invitations/{email}"),

  r("backup", "download", "GET", "/api/backup/{type}"),

  r("creator", "logs", "GET", "/api/creator/logs"),
  r("creator", "errors", "GET", "/api/creator/errors"),
  r("creator", "tables", "GET", "/api/creator/tables"),
  r("creator", "tableData", "GET", "/api/creator/table-data"),
  r("creator", "exportCsv", "GET", "/api/creator/export-csv/{table}"),
  r("creator", "gameweekInfo", "GET", "/api/creator/gameweek-info"),
  r("creator", "topScorers", "GET", "/api/creator/top-scorers"),
  r("creator", "leagueActivity", "GET", "/api/creator/league-activity"),
  r("creator", "allEmails", "GET", "/api/creator/all-emails"),
  r("creator", "testError", "POST", "/api/creator/test-error"),
  r("feed", "players", "GET", "/api/players"),
  r("feed", "seasonStats", "GET", "/api/players/season-stats"),
  r("feed", "gameweeks", "GET", "/api/gameweeks"),
  r("feed", "currentGameweek", "GET", "/api/gameweeks/current"),
  r("feed", "gameweekScorers", "GET", "/api/gameweeks/{id}/goalscorers"),
  r("feed", "goalScorers", "GET", "/api/goal-scorers"),
  r("feed", "refreshStatus", "GET", "/api/system/refresh-status"),
  r("feed", "refreshRun", "GET", "/api/system/refresh-runs/{runId}"),
  r("feed", "verificationPlayers", "GET", "/api/verification/players"),
  r("feed", "creatorDebug", "GET", "/api/creator/debug-fpl"),
  r("feed", "refreshData", "POST", "/api/refresh-data"),
  r("feed", "creatorRefreshPlayers", "POST", "/api/creator/refresh-players"),
  r("feed", "creatorRefreshGoals", "POST", "/api/creator/refresh-goals"),
];

export const routesOf = (group: Group) => routes.filter((route) => route.group === group);
