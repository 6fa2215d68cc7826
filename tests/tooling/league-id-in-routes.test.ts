/**
 * Decision 0261, the league id as `{id}` under /api/leagues/{id}: a route the product's original
 * client does not call (tests/tooling/original-api-paths.ts), and that acts on one league, names
 * it as the path parameter `id` of /api/leagues/{id}/…, so a new route never adds a fifth way.
 */
import { describe, expect, it } from "vitest";
import { routes, type RouteDef } from "../../shared/contract/routes";
import { originalPaths } from "./original-api-paths";

/** Routes that came before the rule and that the SPA calls; each keeps its shape for the reason given. */
const knownExceptions: Record<string, string> = {
  "GET /api/draft/simulation/{leagueId}": "the draft group's own shape (/api/draft/<what>/{leagueId}), as its original routes",
  "GET /api/draft/runs/{leagueId}/{runId}": "the draft group's own shape, as above",
  "GET /api/draft/runs/{leagueId}/{runId}/audit-log": "the draft group's own shape, as above",
  "GET /api/draft/runs/{leagueId}/{runId}/results": "the draft group's own shape, as above",
  "GET /api/window/{leagueId}": "the January window's group, built on the draft group's shape",
  "PUT /api/window/{leagueId}/candidates": "the January window's group, as above",
  "GET /api/window/{leagueId}/draft": "the January window's group, as above",
  "POST /api/window/{leagueId}/simulate": "the January window's group, as above",
  "POST /api/window/{leagueId}/execute": "the January window's group, as above",
  "GET /api/window/{leagueId}/runs/{runId}": "the January window's group, as above",
  "GET /api/leaderboard/race": "a board beside GET /api/leaderboard, which takes the league as the query leagueId",
  "GET /api/leaderboard/live-matches": "a board beside GET /api/leaderboard, as above",
};

/** A path parameter's name does not make another path: `/api/leagues/{code}` is `/api/leagues/{id}`. */
const shape = (method: string, path: string) => `${method} ${path.replace(/\{[^}]+\}/g, "{}")}`;
const original = new Set(originalPaths.map((entry) => shape(...(entry.split(" ") as [string, string]))));

const name = (route: RouteDef) => `${route.method} ${route.path}`;
const takesALeague = (route: RouteDef) =>
  (route.league !== undefined && "in" in route.league) || /\{leagueId\}|[?&]leagueId=/.test(route.path);
const namesItTheOneWay = (route: RouteDef) =>
  route.league !== undefined &&
  "in" in route.league &&
  route.league.in === "params" &&
  route.league.key === "id" &&
  /^\/api\/leagues\/\{id\}(?:\/|$)/.test(route.path);

const newRoutes = routes.filter((route) => !original.has(shape(route.method, route.path)));

describe("the league id in new routes", () => {
  it("is the path parameter {id} under /api/leagues/{id}, but for the known exceptions", () => {
    const offenders = newRoutes.filter((route) => takesALeague(route) && !namesItTheOneWay(route)).map(name);
    expect(offenders.filter((route) => !(route in knownExceptions))).toEqual([]);
  });

  it("lists as exceptions only routes that still are", () => {
    const stillExceptions = new Set(newRoutes.filter((route) => takesALeague(route) && !namesItTheOneWay(route)).map(name));
    expect(Object.keys(knownExceptions).filter((route) => !stillExceptions.has(route))).toEqual([]);
  });

  it("tells the spec's routes from new ones by method and path shape", () => {
    // The live draft's routes are new and follow the rule; the league's rename is an original route.
    expect(newRoutes.map(name)).toContain("POST /api/leagues/{id}/live-draft");
    expect(newRoutes.map(name)).not.toContain("PATCH /api/leagues/{id}");
    expect(newRoutes.map(name)).not.toContain("GET /api/leaderboard");
    // A route that names its league another way is found, whether by path, query or body.
    const odd = (path: string, league: RouteDef["league"]) => ({ method: "GET", path, league }) as RouteDef;
    expect(namesItTheOneWay(odd(`/api/leagues/{leagueId}/x`, { in: "params", key: "leagueId" }))).toBe(false);
    expect(namesItTheOneWay(odd(`/api/x/{id}`, { in: "params", key: "id" }))).toBe(false);
    expect(takesALeague(odd(`/api/x`, { in: "body", key: "leagueId" }))).toBe(true);
    expect(takesALeague(odd(`/api/x`, { membershipIn: "id" }))).toBe(false);
    expect(namesItTheOneWay(odd(`/api/leagues/{id}/x`, { in: "params", key: "id" }))).toBe(true);
  });
});
