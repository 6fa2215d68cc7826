/**
 * Every HTTP route, declared once. The CDK stack maps each to its group's Lambda; the local
 * host uses the same table to build API Gateway v2 events; each group's handler routes with it.
 */
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RouteDef {
  group: Group;
  name: string;
  method: Method;
  path: string;
}

export const groups = ["auth", "leagues", "activity"] as const;
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
  r("leagues", "lookup", "GET", "/api/leagues/{code}"),
  r("leagues", "rename", "PATCH", "/api/leagues/{id}"),
  r("leagues", "remove", "DELETE", "/api/leagues/{id}"),
  r("leagues", "joinByCode", "POST", "/api/leagues/{code}/join"),
  r("leagues", "members", "GET", "/api/leagues/{id}/users"),
  r("leagues", "seasonStatus", "GET", "/api/season-status"),
  r("leagues", "toggleSeasonMode", "POST", "/api/toggle-season-mode"),
  r("leagues", "updateUsername", "PATCH", "/api/league-users/update-username"),
  r("leagues", "memberByAuth", "GET", "/api/league-users/by-auth/{authUserId}"),

  r("activity", "list", "GET", "/api/activity-logs"),
];

export const routesOf = (group: Group) => routes.filter((route) => route.group === group);
