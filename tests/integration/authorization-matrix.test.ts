/** Every route × signed out, outsider, member, admin, another league's admin and the site creator, expected outcomes derived from each route's declared role. */
import { beforeAll, describe, expect, it } from "vitest";
import { checkedRoutes as routes, type CheckedRoute as RouteDef } from "../../shared/contract/requests";
import {
  buildWorld,
  itemsNaming,
  personas,
  validCall,
  withFreshLeagues,
  worldIds,
  type Persona,
  type World,
} from "../support/contract-calls";
import { pathOf } from "../support/api";
import { contract } from "../../shared/contract/routes";

/** Who the contract lets through, for a call that names league A (admin created A; otherAdmin runs B). */
export function allowedPersonas(route: RouteDef): Persona[] {
  switch (route.role) {
    case "public":
      return [...personas];
    case "signedIn":
      return personas.filter((p) => p !== "signedOut");
    case "siteCreator":
      return ["siteCreator"];
    case "member":
      return ["member", "admin"];
    case "leagueCreator":
      return ["admin"];
    case "admin":
      // Admin tools that name no league: an admin of any league, or the site creator.
      return route.league ? ["admin"] : ["admin", "otherAdmin", "siteCreator"];
  }
}

const denied = (status: number) => status === 401 || status === 403;
// Read-only routes share one world; anything that may change it (mutations, signing out) gets a
// fresh one: new leagues when only league roles may call it (its effects stay in those leagues),
// new people too when anyone signed in may (creating or joining leagues changes who runs what).
const changes = (route: RouteDef) => route.method !== "GET" || route.path.endsWith("/logout");
const anyoneMay = (route: RouteDef) => route.role === "public" || route.role === "signedIn";

async function callAs(world: World, route: RouteDef, persona: Persona) {
  const person = world.people[persona];
  const call = validCall(route, world, person);
  return { call, res: await person.client.request(call.method, call.path, call.body) };
}

async function checkRoute(world: World, route: RouteDef) {
  const allowed = allowedPersonas(route);
  // Both snapshots wait for the host to be quiet (itemsNaming): an earlier route's allowed calls
  // cannot count against this route's denied callers, and whatever the denied calls set going is seen.
  const before = await itemsNaming(worldIds(world));
  // Denied callers first, so what they leave behind is measured against an untouched world.
  for (const persona of personas.filter((p) => !allowed.includes(p))) {
    const { call, res } = await callAs(world, route, persona);
    expect(denied(res.status), `${persona} ${call.method} ${call.path} → ${res.status} ${JSON.stringify(res.body)}`).toBe(true);
    expect(res.body, `${persona} ${call.method} ${call.path}`).toMatchObject({ message: expect.any(String) });
  }
  expect(await itemsNaming(worldIds(world)), `denied calls to ${route.method} ${route.path} changed the table`).toEqual(before);
  for (const persona of allowed) {
    // The site creator is one account shared with every other test file: deleting it would sign
    // them all out. Its right to delete itself is a signed-in user's, checked for the others.
    if (persona === "siteCreator" && route.method === "DELETE" && route.path === pathOf(contract.auth.deleteProfile)) continue;
    const { call, res } = await callAs(world, route, persona);
    // Allowed means the role check let them through; what follows (including the creator's
    // deliberate test error) is each endpoint's own suite's business.
    expect(denied(res.status), `${persona} ${call.method} ${call.path} → ${res.status} ${JSON.stringify(res.body)}`).toBe(false);
  }
}

describe("authorization matrix", () => {
  let shared: World;
  beforeAll(async () => {
    shared = await buildWorld();
  }, 60_000);

  const readOnly = routes.filter((r) => !changes(r));
  it.each(readOnly.map((r) => [`${r.method} ${r.path}`, r] as const))("%s", async (_name, route) => {
    await checkRoute(shared, route);
  });

  it.each(routes.filter(changes).map((r) => [`${r.method} ${r.path}`, r] as const))(
    "%s (fresh world)",
    async (_name, route) => {
      await checkRoute(anyoneMay(route) ? await buildWorld() : await withFreshLeagues(shared), route);
    },
    60_000,
  );

  it("covers every route of the contract", () => {
    expect(readOnly.length + routes.filter(changes).length).toBe(routes.length);
  });
});
