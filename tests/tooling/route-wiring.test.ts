/** Every route of the contract is wired: its group's handler module serves it, and the contract walks (hostile input, role matrix) have sample values for all its inputs. */
import { describe, expect, it } from "vitest";
import { groups } from "../../functions/routes";
import { checkedRoutes } from "../../shared/contract/requests";
import { personas, validCall, type Person, type World } from "../support/contract-calls";

// Stand-in ids: the walks fill in real ones from a live world; here only "is there a sample" matters.
const someone: Person = { client: undefined as never, userId: "user-1", membershipId: "membership-1" };
const world: World = {
  a: { id: "league-a", code: "AAAAAA" },
  b: { id: "league-b", code: "BBBBBB" },
  people: Object.fromEntries(personas.map((p) => [p, someone])) as World["people"],
  playerIds: Array.from({ length: 15 }, (_, i) => i + 1),
};

describe("route wiring", () => {
  // httpApi (functions/lib/http-api.ts) throws while the module loads when a route has no handler,
  // or its handler was written for another route's spec.
  it.each(groups)("functions/%s/handler.ts serves every route of its group", async (group) => {
    const module = (await import(`../../functions/${group}/handler.ts`)) as { handler?: unknown };
    expect(typeof module.handler).toBe("function");
  });

  it.each(checkedRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s has a sample for every path parameter, query and body field (tests/support/contract-calls.ts)",
    (_name, route) => {
      expect(() => validCall(route, world, someone)).not.toThrow();
    },
  );
});
