/** Hostile input: every route of the contract against a generated corpus of malformed input (never a 5xx, always a JSON message, and nothing in the table changes), and the cases found by hand or by the corpus. */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { groups } from "../../shared/contract/routes";
import { checkedRoutes as routes, type CheckedRoute as RouteDef } from "../../shared/contract/requests";
import { buildWorld, itemsNaming, validCall, worldIds, type World } from "../support/contract-calls";
import { leagueWith, signedIn } from "../support/people";

/** Fixed seed and a bounded number of runs per route: the same corpus every run, in about a minute. */
const SEED = 20261123;
const RUNS_PER_ROUTE = 25;

type Corruption = { in: "param"; name: string; value: string } | { in: "query"; key: string; value: string } | { in: "body"; raw: string };

const control = fc.constantFrom("\u0000", "\t", "\n", "\r", "\u001b", "\u007f", "\u0085", "\u2028");
const nasty = fc.constantFrom(
  "__proto__",
  "constructor",
  "prototype",
  "../../etc/passwd",
  "%",
  "%E0%A4%A",
  "' OR '1'='1",
  "<script>x</script>",
  " ",
  "a/b",
  "\\",
  "null",
  "-1",
  "1e309",
  "😀".repeat(40),
);
/** Text no schema of ours accepts everywhere: over-long, control characters, or tricky tokens. */
const garbageText = fc.oneof(
  fc.string({ minLength: 2100, maxLength: 3000 }),
  fc.string({ minLength: 65, maxLength: 300, unit: "grapheme" }),
  fc.tuple(fc.string({ maxLength: 8 }), control, fc.string({ maxLength: 8 })).map(([a, c, b]) => `${a}${c}${b}`),
  nasty,
);
const junkKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "isAdmin", "$where", ""),
  fc.string({ minLength: 1, maxLength: 12 }),
);
const junkValue = fc.oneof(fc.anything({ maxDepth: 2 }), garbageText);

/** A JSON text with `key` as an own property, `__proto__` included (JSON.parse makes it one). */
const withKey = (base: Record<string, unknown>, key: string, value: unknown) =>
  `{${[...Object.entries(base).map(([k, v]) => [k, v] as const), [key, value ?? null] as const].map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? "null"}`).join(",")}}`;

function corruptions(route: RouteDef, valid: Record<string, unknown>): fc.Arbitrary<Corruption> {
  const shapeKeys = (schema: unknown) => Object.keys((schema as { shape?: object })?.shape ?? {});
  const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const queryKeys = shapeKeys(route.query);
  const bodyKeys = shapeKeys(route.body);
  const options: Array<fc.Arbitrary<Corruption>> = [
    fc.record({
      in: fc.constant("query" as const),
      key: junkKey.filter((k) => !queryKeys.includes(k) && k !== ""),
      value: fc.string({ maxLength: 20 }),
    }),
    fc.record({
      in: fc.constant("query" as const),
      key: fc.constantFrom(...(queryKeys.length ? queryKeys : ["x"])),
      value: fc.string({ minLength: 2100, maxLength: 2600 }),
    }),
  ];
  if (params.length) options.push(fc.record({ in: fc.constant("param" as const), name: fc.constantFrom(...params), value: garbageText }));
  if (route.method !== "GET") {
    options.push(
      fc.record({
        in: fc.constant("body" as const),
        raw: fc.oneof(
          fc
            .oneof(fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 }), fc.integer(), fc.string(), fc.constant(null), fc.boolean())
            .map((v) => JSON.stringify(v)),
          fc
            .tuple(
              junkKey.filter((k) => !bodyKeys.includes(k)),
              junkValue,
            )
            .map(([k, v]) => withKey(valid, k, v)),
          fc.constantFrom("{", "[1,", "\u0000", '{"a":}', "{}}", "nul"),
          ...(bodyKeys.length
            ? [
                fc
                  .tuple(fc.constantFrom(...bodyKeys), fc.constantFrom<unknown>({ $gt: "" }, [[[]]], "x".repeat(70_000)))
                  .map(([k, v]) => JSON.stringify({ ...valid, [k]: v })),
              ]
            : []),
        ),
      }),
    );
  }
  return fc.oneof(...options);
}

/** The classic cases every route meets whatever the generator draws. */
function examples(route: RouteDef, valid: Record<string, unknown>): Corruption[] {
  const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  return [
    ...params.flatMap((name) => [
      { in: "param" as const, name, value: "a".repeat(65) },
      { in: "param" as const, name, value: "x".repeat(3000) },
      { in: "param" as const, name, value: "%0A" },
    ]),
    { in: "query" as const, key: "__proto__", value: "x" },
    ...(route.method === "GET"
      ? []
      : [
          { in: "body" as const, raw: withKey(valid, "__proto__", { isAdmin: true }) },
          { in: "body" as const, raw: withKey(valid, "constructor", { prototype: {} }) },
        ]),
  ];
}

function request(route: RouteDef, world: World, c: Corruption) {
  const call = validCall(route, world, world.people.admin);
  const [pathPart, queryPart = ""] = call.path.split("?");
  let path = pathPart;
  if (c.in === "param") {
    const index = route.path.split("/").indexOf(`{${c.name}}`);
    const segments = path.split("/");
    segments[index] = encodeURIComponent(c.value);
    path = segments.join("/");
  }
  const query = new URLSearchParams(queryPart);
  if (c.in === "query") query.set(c.key, c.value);
  const search = query.toString();
  const raw = c.in === "body" ? c.raw : route.method === "GET" ? undefined : JSON.stringify(call.body ?? {});
  return { path: search ? `${path}?${search}` : path, raw };
}

describe("hostile input on every route", () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
  }, 60_000);

  it.each(groups.map((g) => [g]))(
    "%s: a 4xx with a JSON message for every malformed request, and no change in the table",
    async (group) => {
      const before = await itemsNaming(worldIds(world));
      for (const route of routes.filter((r) => r.group === group)) {
        const valid = (validCall(route, world, world.people.admin).body ?? {}) as Record<string, unknown>;
        await fc.assert(
          fc.asyncProperty(corruptions(route, valid), async (c) => {
            const { path, raw } = request(route, world, c);
            const response = await world.people.admin.client.raw(path, {
              method: route.method,
              headers: route.method === "GET" ? {} : { "content-type": "application/json" },
              body: raw,
            });
            const text = await response.text();
            const what = `${route.method} ${path.slice(0, 120)} ${raw?.slice(0, 120) ?? ""} → ${response.status} ${text.slice(0, 200)}`;
            expect(response.status, what).toBeLessThan(500);
            // The sign-in callback is the one route that answers anything with a redirect back to the start.
            if (response.status < 400) expect(route.role === "public" && response.status === 302, what).toBe(true);
            else expect(JSON.parse(text), what).toMatchObject({ message: expect.any(String) });
          }),
          { seed: SEED, numRuns: RUNS_PER_ROUTE, examples: examples(route, valid).map((e) => [e]), endOnFailure: true },
        );
      }
      expect(await itemsNaming(worldIds(world)), `malformed calls to the ${group} routes changed the table`).toEqual(before);
      // The host still answers after everything above.
      expect((await world.people.admin.client.get("/api/auth/user")).status).toBe(200);
    },
    120_000,
  );
});

describe("over-long ids are a 400, never a 500", () => {
  it("refuses a 65-character league id before it reaches the store", async () => {
    const { admin } = await leagueWith();
    const long = "a".repeat(65);
    for (const [method, path] of [
      ["POST", `/api/leagues/${long}/execute-draft`],
      ["GET", `/api/leagues/${long}/users`],
      ["GET", `/api/temp-picks/${"x".repeat(3000)}`],
      ["GET", `/api/leaderboard?leagueId=${"x".repeat(3000)}`],
      ["DELETE", `/api/league-users/${"x".repeat(2000)}`],
    ] as const) {
      const res = await admin.request(method, path, method === "GET" ? undefined : {});
      expect(res.status, path.slice(0, 60)).toBe(400);
      expect(res.body).toMatchObject({ code: "VALIDATION", message: expect.any(String) });
    }
  });
});

describe("bodies that are not the empty object", () => {
  it("refuses a JSON null where a change takes no input, and changes nothing (found by the generated suite)", async () => {
    const client = await signedIn("null-body");
    const res = await client.raw("/api/user/profile", { method: "DELETE", headers: { "content-type": "application/json" }, body: "null" });
    expect(res.status).toBe(400);
    expect((await client.get("/api/auth/user")).status).toBe(200);
  });
});
