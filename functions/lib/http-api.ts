import middy from "@middy/core";
import httpHeaderNormalizer from "@middy/http-header-normalizer";
import httpRouterHandler from "@middy/http-router";
import httpSecurityHeaders from "@middy/http-security-headers";
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from "aws-lambda";
import type { RouteDef } from "../routes";
import { notFound } from "./errors";
import { apiLog, recordUnhandled, type LoggedEvent } from "./api-log";
import { jsonErrorHandler, requestGuard } from "./middleware";

type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyResultV2>;

/**
 * The Lambda handler of one endpoint group. Middleware order is the same everywhere:
 * the API log around everything, then normalise headers, guard and parse the body, route, and
 * on the way out the JSON error handler and security headers (middy runs `after`/`onError` in
 * reverse order of `use`, so the log sees the final response).
 */
export function httpApi(routes: readonly RouteDef[], handlers: Record<string, Handler>) {
  const table = routes.map((r) => {
    const handler = handlers[r.name];
    if (!handler) throw new Error(`No handler for route ${r.name}`);
    // The route's name is the API log's "action".
    const named = (event: LoggedEvent) => {
      event.routeName = r.name;
      return handler(event);
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
    .use(httpSecurityHeaders())
    .use(jsonErrorHandler(recordUnhandled))
    .use(httpHeaderNormalizer())
    .use(requestGuard())
    .handler(router as never);
}
