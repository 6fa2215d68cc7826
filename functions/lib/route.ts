import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from "aws-lambda";
import type * as z from "zod/mini";
import type { resolveInputs } from "../../shared/contract/inputs";
import type { InputsOf, ResponseOf, Role, RouteSpec } from "../../shared/contract/routes";
import type { MembershipItem } from "../data/entities/membership";
import { authorize, storeReads, type AccessReads, type LeagueAccess } from "./access";
import { badRequest, unauthorized } from "./errors";
import { sessionUser, type SessionUser } from "./session";

type Event = APIGatewayProxyEventV2 & { parsedBody?: unknown; sessionUser?: SessionUser };

/** A non-JSON or cookie-setting answer (redirects, downloads, sign-in). */
export interface Reply {
  statusCode: number;
  body?: string;
  isBase64Encoded?: boolean;
  headers?: Record<string, string>;
  cookies?: string[];
}

const REPLY = Symbol("reply");
/** A reply as a handler returns it; `T` is the JSON its body carries (`never` for a redirect or a download). */
export type Replied<T = never> = Reply & { [REPLY]: true; readonly __body?: T };
export function reply(r: Reply): Replied {
  return { ...r, [REPLY]: true };
}
export const redirect = (location: string, cookies: string[] = []) =>
  reply({ statusCode: 302, headers: { location, "cache-control": "no-store" }, cookies });

/** What a part of the request is once checked: its schema's output, or nothing when the route declares none. */
type Out<D extends RouteSpec, K extends "params" | "query" | "body"> =
  InputsOf<D> extends Record<K, infer S extends z.ZodMiniType> ? z.output<S> : Record<string, never>;
type Input = Record<"params" | "query" | "body", Record<string, unknown>>;

/** What the route's declared league reference gives the handler: the checked league and membership. */
type AccessOf<D> = D extends { league: infer L extends object }
  ? L extends { optional: Role }
    ? LeagueAccess | undefined
    : L extends { membershipIn: string }
      ? LeagueAccess & { target: MembershipItem }
      : LeagueAccess
  : undefined;

export interface RouteRequest<D extends RouteSpec, R extends AccessReads = AccessReads> {
  event: Event;
  /** Where the session, league and membership were read: the route's own reads, if it declared them. */
  reads: R;
  user: D["role"] extends "public" ? SessionUser | undefined : SessionUser;
  params: Out<D, "params">;
  query: Out<D, "query">;
  body: Out<D, "body">;
  access: AccessOf<D>;
}

/** What a handler may answer: the contract's declared response, as JSON or inside a reply (202, redirect, download). */
export type Answer<D extends RouteSpec> = ResponseOf<D> | Replied<ResponseOf<D>>;

/** The schemas a route is checked with (its request half, defaults filled in); httpApi passes them. */
type Schemas = ReturnType<typeof resolveInputs>;
export type RouteHandler = ((event: Event, schemas: Schemas) => Promise<APIGatewayProxyResultV2>) & { spec: RouteSpec };

function parse(schema: z.ZodMiniType | undefined, value: unknown): unknown {
  if (!schema) return value;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "Invalid request", "VALIDATION");
  return parsed.data;
}

/**
 * One endpoint of the contract: before the domain call runs, the caller is identified (401
 * unless the route is public), every path, query and body value is checked against the route's
 * schemas (its request half, which httpApi hands in) (400 with the schema's message, which is the text the SPA's form shows), and the
 * declared role is enforced on the league the call names (403/404). Nothing reaches the store
 * before all three pass.
 */
export function route<const D extends RouteSpec, R extends AccessReads = AccessReads>(
  spec: D,
  handler: NoInfer<(req: RouteRequest<D, R>) => Promise<Answer<D>>>,
  options?: { reads: (input: Input) => R },
): RouteHandler {
  const run = async (event: Event, schemas: Schemas): Promise<APIGatewayProxyResultV2> => {
    let input: Input | undefined;
    let invalid: unknown;
    try {
      input = {
        params: parse(schemas.params, event.pathParameters ?? {}) as Record<string, unknown>,
        query: parse(schemas.query, event.queryStringParameters ?? {}) as Record<string, unknown>,
        // Only an absent body counts as `{}`: a JSON `null` is input like any other, and refused.
        body: parse(schemas.body, event.parsedBody === undefined ? {} : event.parsedBody) as Record<string, unknown>,
      };
    } catch (error) {
      invalid = error;
    }
    // A route's own reads need its valid input (the league it names); invalid input is refused below anyway.
    const reads = (input && options ? options.reads(input) : storeReads) as R;
    const user = spec.role === "public" ? undefined : await sessionUser(event.cookies, (id) => reads.session(id));
    event.sessionUser = user;
    if (spec.role !== "public" && !user) throw unauthorized();
    if (!input) throw invalid;
    const access = user ? await authorize(spec, user, input, reads) : undefined;
    const result = await handler({
      event,
      reads,
      user: user as never,
      params: input.params as never,
      query: input.query as never,
      body: input.body as never,
      access: access as never,
    });
    if (result && typeof result === "object" && REPLY in result) {
      const { [REPLY]: _marker, ...response } = result as Replied<unknown>;
      return response;
    }
    return {
      statusCode: 200,
      headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
      body: JSON.stringify(result === undefined ? { ok: true } : result),
    };
  };
  return Object.assign(run, { spec });
}
