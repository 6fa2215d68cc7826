/** The route table is deployable: unique routes, and one variable name per path position. */
import { describe, expect, it } from "vitest";
import { groups, routes } from "./routes";

describe("route table", () => {
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
});
