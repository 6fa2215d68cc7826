import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from "aws-lambda";
import type { z } from "zod";
import { badRequest, unauthorized } from "./errors";
import { sessionUser, type SessionUser } from "./session";

type Event = APIGatewayProxyEventV2 & { parsedBody?: unknown };

/** A non-JSON or cookie-setting answer (redirects, downloads, sign-in). */
export interface Reply {
  statusCode: number;
  body?: string;
  headers?: Record<string, string>;
  cookies?: string[];
}

const REPLY = Symbol("reply");
export function reply(r: Reply): Reply & { [REPLY]: true } {
  return { ...r, [REPLY]: true };
}
export const redirect = (location: string, cookies: string[] = []) =>
  reply({ statusCode: 302, headers: { location, "cache-control": "no-store" }, cookies });

export interface RouteRequest<Body, Auth> {
  event: Event;
  user: Auth;
  body: Body;
  params: Record<string, string>;
  query: Record<string, string>;
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

interface RouteOptions<S extends z.ZodType | undefined, A extends boolean> {
  /** Defaults to true: every call needs a signed-in user unless it says otherwise. */
  auth?: A;
  body?: S;
  handler: (req: RouteRequest<Infer<S>, A extends false ? SessionUser | undefined : SessionUser>) => Promise<unknown>;
}

/**
 * One endpoint: who may call it, what body it takes, and the domain call. Validation failures
 * answer 400 with the schema's own message, which is the same text the SPA's form shows.
 */
export function route<S extends z.ZodType | undefined = undefined, A extends boolean = true>(options: RouteOptions<S, A>) {
  return async (event: Event): Promise<APIGatewayProxyResultV2> => {
    const user = await sessionUser(event.cookies);
    (event as Event & { sessionUser?: SessionUser }).sessionUser = user;
    if (options.auth !== false && !user) throw unauthorized();
    let body: unknown = undefined;
    if (options.body) {
      const parsed = options.body.safeParse(event.parsedBody ?? {});
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "Invalid request body", "VALIDATION");
      body = parsed.data;
    }
    const result = await options.handler({
      event,
      user: user as never,
      body: body as Infer<S>,
      params: (event.pathParameters ?? {}) as Record<string, string>,
      query: (event.queryStringParameters ?? {}) as Record<string, string>,
    });
    if (result && typeof result === "object" && REPLY in result) {
      const { [REPLY]: _marker, ...response } = result as Reply & { [REPLY]: true };
      return response;
    }
    return {
      statusCode: 200,
      headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
      body: JSON.stringify(result === undefined ? { ok: true } : result),
    };
  };
}
