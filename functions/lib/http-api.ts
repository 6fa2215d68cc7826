import middy from "@middy/core";
import httpHeaderNormalizer from "@middy/http-header-normalizer";
import httpRouterHandler from "@middy/http-router";
import httpSecurityHeaders from "@middy/http-security-headers";
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from "aws-lambda";
import type { RouteDef } from "../routes";
import { notFound } from "./errors";
import { jsonErrorHandler, requestGuard } from "./middleware";

type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyResultV2>;

/**
 * The Lambda handler of one endpoint group. Middleware order is the same everywhere:
 * normalise headers, guard and parse the body, route, then security headers and the JSON
 * error handler on the way out (middy runs `after`/`onError` in reverse order of `use`).
 */
export function httpApi(routes: readonly RouteDef[], handlers: Record<string, Handler>) {
  const table = routes.map((r) => {
    const handler = handlers[r.name];
    if (!handler) throw new Error(`No handler for route ${r.name}`);
    return { method: r.method, path: r.path, handler };
  });
  const router = httpRouterHandler({
    routes: table as never,
    notFoundResponse: () => {
      throw notFound();
    },
  });
  return middy<APIGatewayProxyEventV2, APIGatewayProxyResultV2>()
    .use(httpSecurityHeaders())
    .use(jsonErrorHandler((error) => console.error(error)))
    .use(httpHeaderNormalizer())
    .use(requestGuard())
    .handler(router as never);
}
