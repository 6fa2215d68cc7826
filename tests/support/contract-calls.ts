/**
 * Calls built from the route contract, for the suites that walk every route (hostile input,
 * authorization matrix): a small world of people and leagues, a valid request for any route
 * filled in from the schemas' field names, and a snapshot of the table items that world owns.
 */
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { inject } from "vitest";
import * as z from "zod/mini";
import type { CheckedRoute as RouteDef } from "../../shared/contract/requests";
import { contract } from "../../shared/contract/routes";
import { Browserish } from "./client";
import { eventually } from "./eventually";
import { CREATOR_EMAIL } from "./global-setup";
import { signedIn } from "./people";
import { untilQuiet } from "./quiet";

export const personas = ["signedOut", "outsider", "member", "admin", "otherAdmin", "siteCreator"] as const;
export type Persona = (typeof personas)[number];

export interface Person {
  client: Browserish;
  userId?: string;
  /** Their membership id in league A, when they are in it. */
  membershipId?: string;
}

export interface World {
  /** League A: `admin` created it (so is also its league creator), `member` joined it. */
  a: { id: string; code: string };
  /** League B: `otherAdmin`'s. */
  b: { id: string; code: string };
  people: Record<Persona, Person>;
  playerIds: number[];
}

let stamp = 0;

/** A fresh world: five signed-in people (the site creator is the configured one) and two leagues. */
export async function buildWorld(): Promise<World> {
  const tag = `${process.pid}.${Date.now()}.${stamp++}`;
  // One after another: a burst of cold sign-ins on a loaded machine is not what is under test.
  const outsider = await signedIn("outsider", `outsider.${tag}@example.com`);
  const member = await signedIn("member", `member.${tag}@example.com`);
  const admin = await signedIn("admin", `admin.${tag}@example.com`);
  const otherAdmin = await signedIn("other", `other.${tag}@example.com`);
  const siteCreator = await signedIn("creator", CREATOR_EMAIL);
  const idOf = async (c: Browserish) => (await c.call(contract.auth.currentUser)).body.id as string;
  const players = ((await outsider.call(contract.feed.players)).body as Array<{ id: number; status: string }>).filter(
    (p) => p.status !== "u",
  );
  const people: Record<Persona, Person> = {
    signedOut: { client: new Browserish(inject("baseUrl")) },
    outsider: { client: outsider, userId: await idOf(outsider) },
    member: { client: member, userId: await idOf(member) },
    admin: { client: admin, userId: await idOf(admin) },
    otherAdmin: { client: otherAdmin, userId: await idOf(otherAdmin) },
    siteCreator: { client: siteCreator, userId: await idOf(siteCreator) },
  };
  return withFreshLeagues({ a: { id: "", code: "" }, b: { id: "", code: "" }, people, playerIds: players.map((p) => p.id) }, tag);
}

/**
 * The same people with new leagues A and B: enough for a call whose effects stay inside the
 * leagues it names (people keep their roles: only `admin` runs A, only `otherAdmin` runs B).
 */
export async function withFreshLeagues(world: World, tag = `${process.pid}.${Date.now()}.${stamp++}`): Promise<World> {
  const { admin, otherAdmin, member } = world.people;
  const a = (await admin.client.call(contract.leagues.create, { body: { name: `Matrix A ${tag}` } })).body as {
    id: string;
    code: string;
    leagueUser: { id: string };
  };
  const b = (await otherAdmin.client.call(contract.leagues.create, { body: { name: `Matrix B ${tag}` } })).body as {
    id: string;
    code: string;
  };
  const joined = (await member.client.call(contract.leagues.joinByCode, { params: { id: a.code }, body: {} })).body as {
    leagueUser: { id: string };
  };
  // The activity log is written by an event rule, a moment later: let it land before anyone snapshots the table.
  const logged = async (client: Browserish, leagueId: string, count: number) => {
    const entries = (await client.call(contract.activity.list, { query: { leagueId } })).body as unknown[];
    if (!Array.isArray(entries) || entries.length < count) throw new Error(`activity of ${leagueId} not there yet`);
  };
  await eventually(() => logged(admin.client, a.id, 2), 20_000);
  await eventually(() => logged(otherAdmin.client, b.id, 1), 20_000);
  // So is the admin's "New member" notification of the join: it too must land before any snapshot.
  await eventually(async () => {
    const notes = (await admin.client.call(contract.notifications.list)).body as Array<{ leagueId: string | null; title: string }>;
    if (!Array.isArray(notes) || !notes.some((n) => n.leagueId === a.id && n.title === "New member"))
      throw new Error(`join notification of ${a.id} not there yet`);
  }, 20_000);
  return {
    ...world,
    a: { id: a.id, code: a.code },
    b: { id: b.id, code: b.code },
    people: {
      ...world.people,
      admin: { ...admin, membershipId: a.leagueUser.id },
      member: { ...member, membershipId: joined.leagueUser.id },
    },
  };
}

/** A value for a path parameter, by its name and where it sits. */
function paramValue(route: RouteDef, name: string, world: World, caller: Person): string {
  if (name === "leagueId") return world.a.id;
  if (name === "leagueUserId") return world.people.member.membershipId!;
  if (name === "gameweekId") return "1";
  if (name === "type") return "users";
  if (name === "table") return "league";
  if (name === "authUserId") return caller.userId ?? "nobody";
  if (name === "email") return "pending.invite@example.com";
  // A well-formed run that does not exist: the role check comes first, then a 404.
  if (name === "runId") return "0000000000000000000000000";
  // The chat: a well-formed message that does not exist (404 after the role check), and the member's mute.
  if (name === "messageId") return "0000000000000000000000000";
  if (name === "userId") return world.people.member.userId!;
  if (name === "id") {
    if (route.path.startsWith("/api/league-users/")) return world.people.member.membershipId!;
    if (route.path.startsWith("/api/gameweeks/")) return "1";
    if (route.path.startsWith("/api/notifications/")) return "0000000000000000000000000";
    if (route.path.startsWith("/api/push-subscriptions/")) return "0000000000000000000000000";
    // The public lookup and the join carry a code where league routes carry the league id.
    if (route.path.startsWith("/api/leagues/")) return route.league ? world.a.id : world.a.code;
  }
  throw new Error(`No sample for path parameter {${name}} of ${route.method} ${route.path}: add one in tests/support/contract-calls.ts`);
}

/** Values for body and query fields, by name; optional fields are left out except the league. */
function fieldValue(name: string, world: World, where: "body" | "query", route: RouteDef): unknown {
  const samples: Record<string, unknown> = {
    leagueId: world.a.id,
    name: "Matrix Name",
    code: world.a.code,
    username: "Matrix",
    picks: route.path === "/api/register" ? world.playerIds.slice(0, 15) : [],
    targetLeagueIds: [world.a.id],
    targetLeagueId: world.b.id,
    userIds: [world.people.member.membershipId],
    email: "matrix.invite@example.com",
    isRead: true,
    type: "league_update",
    title: "Matrix",
    message: "Matrix",
    table: "league",
    // The January window: no candidates (the window is not open for the world's leagues), and a
    // far season for the creator's deadline so other files' windows are left alone.
    playerIds: [],
    season: "2090/91",
    seasonName: "2090/91",
    closesAt: "2091-02-02T23:00:00.000Z",
    channels: { weekly_story: { bell: true, email: false, push: false } },
    quietHours: { enabled: false, start: "22:00", end: "07:00", timeZone: "Europe/London" },
    // Loopback (allowed on the local host) and a closed port: nothing is ever pushed anywhere.
    endpoint: "http://127.0.0.1:9/push/matrix",
    keys: { p256dh: Buffer.alloc(65, 4).toString("base64url"), auth: Buffer.alloc(16, 1).toString("base64url") },
    // The live draft: a clock, a pick for its first turn, autopick switched on.
    clock: "60s",
    overall: 1,
    playerId: world.playerIds[0],
    on: true,
    // The chat: a message, a reaction, a mute of the member, a read marker at a message that does not exist.
    text: "Matrix message",
    emoji: "👍",
    userId: world.people.member.userId,
    messageId: "0000000000000000000000000",
    // Well-formed but unsigned: the unsubscribe call refuses it (400) and changes nothing.
    token: "bWF0cml4.bWF0cml4",
  };
  if (!(name in samples))
    throw new Error(`No sample for ${where} field "${name}" of ${route.method} ${route.path}: add one in tests/support/contract-calls.ts`);
  return samples[name];
}

function objectSample(schema: z.ZodMiniType | undefined, world: World, where: "body" | "query", route: RouteDef): Record<string, unknown> {
  // A body of several shapes (the unsubscribe call's token or one-click form): its first shape.
  if (schema instanceof z.ZodMiniUnion) return objectSample(schema.def.options[0] as z.ZodMiniType, world, where, route);
  if (!schema || !(schema instanceof z.ZodMiniObject)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodMiniType>)) {
    const optional = field.safeParse(undefined).success;
    if (optional && key !== "leagueId") continue;
    out[key] = fieldValue(key, world, where, route);
  }
  return out;
}

export interface Call {
  method: string;
  path: string;
  body?: unknown;
}

/** A request the route's schemas accept, so what it meets next is the role check. */
export function validCall(route: RouteDef, world: World, caller: Person): Call {
  let path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(paramValue(route, name, world, caller)));
  const query = objectSample(route.query, world, "query", route);
  const search = new URLSearchParams(query as Record<string, string>).toString();
  if (search) path += `?${search}`;
  const body = route.method === "GET" ? undefined : objectSample(route.body, world, "body", route);
  return { method: route.method, path, body };
}

/**
 * The table, read straight from the stand-in once the host is quiet: items keyed by any of `ids`,
 * as sorted JSON lines. Quiet first, so that what earlier calls set going (an event rule's activity
 * entry or notification, its delivery, a 202 draft run) has landed: before a test's calls it is
 * not counted against them, after them a change they made through background work is seen.
 */
export async function itemsNaming(ids: string[]): Promise<string[]> {
  await untilQuiet();
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: inject("dynamoEndpoint"),
      region: "local",
      credentials: { accessKeyId: "local", secretAccessKey: "local" },
    }),
  );
  const lines: string[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: "treble", ExclusiveStartKey }));
    for (const item of page.Items ?? []) {
      // By key only: a draft still running in an earlier world's league mentions these people in its
      // own partition, and finishing there is not a change here.
      const keys = `${item.pk ?? ""} ${item.gsi1pk ?? ""} ${item.gsi2pk ?? ""}`.toLowerCase();
      if (ids.some((id) => keys.includes(id.toLowerCase())))
        lines.push(JSON.stringify(Object.fromEntries(Object.entries(item).sort(([x], [y]) => x.localeCompare(y)))));
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  client.destroy();
  return lines.sort();
}

/** What a world owns in the table (the site creator's items are shared with other tests, so left out). */
export const worldIds = (world: World) => [
  world.a.id,
  world.b.id,
  ...(["outsider", "member", "admin", "otherAdmin"] as const).map((p) => world.people[p].userId!),
];
