/** The route table is deployable (unique routes, one variable name per path position), both contract halves name the same routes, and every route fully declares its input and role. */
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { checkedRoutes as routes, requests } from "../shared/contract/requests";
import { contract, groups, roles } from "./routes";

describe("route table", () => {
  it("has both halves for every route: the wire half's names are the request half's, group by group", () => {
    for (const group of groups) expect(Object.keys(requests[group]).sort(), group).toEqual(Object.keys(contract[group]).sort());
  });

  it("keeps schemas out of the wire half, so the SPA's client loads none", () => {
    for (const group of groups)
      for (const route of Object.values(contract[group]))
        expect(
          Object.values(route).some((value) => value instanceof z.ZodMiniType),
          route.path,
        ).toBe(false);
  });

  it("has no duplicate method and path", () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("uses one variable name at each position under the same prefix (API Gateway requires it)", () => {
    const seen = new Map<string, string>();
    for (const route of routes) {
      const segments = route.path.split("/");
      segments.forEach((segment, i) => {
        const variable = segment.match(/^\{(.+)\}$/)?.[1];
        if (!variable) return;
        const prefix = segments.slice(0, i).join("/");
        expect(seen.get(prefix) ?? variable, `${route.path}`).toBe(variable);
        seen.set(prefix, variable);
      });
    }
  });

  it("names a known group and a unique handler name within it", () => {
    for (const group of groups) {
      const names = routes.filter((r) => r.group === group).map((r) => r.name);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(routes.every((r) => groups.includes(r.group))).toBe(true);
  });

  it("validates every input a route can receive: path parameters, query and (for changes) body", () => {
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(route.query, name).toBeDefined();
      if (route.method !== "GET") expect(route.body, name).toBeDefined();
      if (params.length === 0) continue;
      expect(route.params, name).toBeInstanceOf(z.ZodMiniObject);
      expect(Object.keys((route.params as z.ZodMiniObject).shape).sort(), name).toEqual([...params].sort());
    }
  });

  it("bounds every path parameter well under DynamoDB's key sizes", () => {
    for (const route of routes) {
      if (!route.params) continue;
      const sample = Object.fromEntries(Object.keys((route.params as z.ZodMiniObject).shape).map((k) => [k, "a".repeat(65)]));
      expect(route.params.safeParse(sample).success, `${route.method} ${route.path}`).toBe(false);
    }
  });

  it("names a known role, and a league field its schemas declare wherever the role is about a league", () => {
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      expect(roles, name).toContain(route.role);
      const aboutLeague = route.role === "member" || route.role === "leagueCreator" || (route.role === "admin" && route.league);
      if (!aboutLeague) {
        expect(route.league, name).toBeUndefined();
        continue;
      }
      const ref = route.league!;
      const schema = "membershipIn" in ref ? route.params : route[ref.in];
      const key = "membershipIn" in ref ? ref.membershipIn : ref.key;
      expect(Object.keys((schema as z.ZodMiniObject).shape), name).toContain(key);
    }
  });
});
