import middy from "@middy/core";
import httpHeaderNormalizer from "@middy/http-header-normalizer";
import httpRouterHandler from "@middy/http-router";
import httpSecurityHeaders from "@middy/http-security-headers";
import type { APIGatewayProxyResultV2 } from "aws-lambda";
import { resolveInputs } from "../../shared/contract/inputs";
import type { Inputs } from "../../shared/contract/routes";
import type { RouteDef } from "../routes";
import type { RouteHandler } from "./route";
import { notFound } from "./errors";
import { apiLog, recordUnhandled, type LoggedEvent } from "./api-log";
import { httpCache } from "./http-cache";
import { jsonErrorHandler, requestGuard } from "./middleware";

/**
 * The Lambda handler of one endpoint group. Middleware order is the same everywhere:
 * the API log around everything, then normalise headers, guard and parse the body, route, and
 * on the way out the JSON error handler, security headers, then ETag/304 and compression over
 * the final body (middy runs `after`/`onError` in
 * reverse order of `use`, so the log sees the final response). `requests` is the group's
 * request half (shared/contract/requests/<group>.ts): only that group's schemas enter the bundle.
 */
export function httpApi(routes: readonly RouteDef[], requests: Record<string, Inputs>, handlers: Record<string, RouteHandler>) {
  const table = routes.map((r) => {
    const handler = handlers[r.name];
    if (!handler) throw new Error(`No handler for route ${r.name}`);
    if (!(r.name in requests)) throw new Error(`No request schemas for route ${r.name}`);
    const schemas = resolveInputs(r.method, requests[r.name]);
    // A handler validates and authorizes with the spec it was written for: it must be this route's.
    if (handler.spec.path !== r.path || handler.spec.method !== r.method)
      throw new Error(`Handler ${r.name} is not written for ${r.method} ${r.path}`);
    // The route's name is the API log's "action".
    const named = (event: LoggedEvent) => {
      event.routeName = r.name;
      return handler(event, schemas);
    };
    return { method: r.method, path: r.path, handler: named };
  });
  const router = httpRouterHandler({
    routes: table as never,
    notFoundResponse: () => {
      throw notFound();
    },
  });
  return middy<LoggedEvent, APIGatewayProxyResultV2>()
    .use(apiLog())
    .use(httpCache<LoggedEvent>())
    .use(httpSecurityHeaders())
    .use(jsonErrorHandler(recordUnhandled))
    .use(httpHeaderNormalizer())
    .use(requestGuard())
    .handler(router as never);
}
