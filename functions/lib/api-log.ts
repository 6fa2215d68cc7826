import type { MiddlewareObj } from "@middy/core";
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import { logApiCall, logFailure } from "./ops-log";
import type { SessionUser } from "./session";

export type LoggedEvent = APIGatewayProxyEventV2 & { sessionUser?: SessionUser; routeName?: string; startedAt?: number };

/**
 * The one middleware that records every API call, exactly once: request id, route, caller,
 * status, latency and response size (used first, so it sees the final response, error
 * responses included).
 */
export function apiLog(): MiddlewareObj<LoggedEvent, APIGatewayProxyResultV2> {
  const record = (event: LoggedEvent, response: APIGatewayProxyResultV2 | null | undefined) => {
    const structured = (response ?? {}) as APIGatewayProxyStructuredResultV2;
    const status = structured.statusCode ?? 200;
    let errorMessage: string | undefined;
    if (status >= 400 && typeof structured.body === "string") {
      try {
        errorMessage = JSON.parse(structured.body).message;
      } catch {
        errorMessage = undefined;
      }
    }
    const startedAt = event.startedAt ?? Date.now();
    logApiCall({
      id: event.requestContext.requestId,
      method: event.requestContext.http.method,
      endpoint: event.rawPath,
      route: event.routeKey,
      action: event.routeName ?? "unknown",
      userId: event.sessionUser?.userId ?? null,
      username: event.sessionUser?.email ?? "anonymous",
      startedAt: new Date(startedAt).toISOString(),
      status,
      durationMs: Date.now() - startedAt,
      responseSize: typeof structured.body === "string" ? Buffer.byteLength(structured.body) : 0,
      ...(errorMessage ? { errorMessage } : {}),
    });
  };
  return {
    before: async ({ event }) => {
      event.startedAt = Date.now();
    },
    after: async ({ event, response }) => record(event, response),
    onError: async ({ event, response }) => record(event, response),
  };
}

/** An unhandled failure, with its stack, for the creator's Errors tab. */
export function recordUnhandled(error: unknown, event: APIGatewayProxyEventV2): void {
  logFailure(error, event.requestContext.requestId, `${event.requestContext.http.method} ${event.rawPath}`);
}
