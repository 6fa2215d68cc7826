import type { MiddlewareObj } from "@middy/core";
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import { writeOpsLog } from "./ops-log";
import type { SessionUser } from "./session";

export type LoggedEvent = APIGatewayProxyEventV2 & { sessionUser?: SessionUser; routeName?: string; startedAt?: number };

/**
 * The one middleware that records every API call: method, route, caller, status, duration and
 * response size (used first, so it sees the final response, error responses included).
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
    writeOpsLog({
      kind: "api",
      id: event.requestContext.requestId,
      method: event.requestContext.http.method,
      endpoint: event.rawPath,
      action: event.routeName ?? "unknown",
      username: event.sessionUser?.email ?? "anonymous",
      timestamp: new Date(event.startedAt ?? Date.now()).toISOString(),
      status,
      durationMs: Date.now() - (event.startedAt ?? Date.now()),
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
  const e = error instanceof Error ? error : new Error(String(error));
  writeOpsLog({
    kind: "error",
    id: event.requestContext.requestId,
    type: e.name,
    message: e.message,
    endpoint: `${event.requestContext.http.method} ${event.rawPath}`,
    timestamp: new Date().toISOString(),
    stackTrace: e.stack ?? "",
  });
}
