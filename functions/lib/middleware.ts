import type { MiddlewareObj } from "@middy/core";
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from "aws-lambda";
import { MAX_BODY_BYTES } from "../../shared/constants";
import { messages } from "../../shared/messages";
import { badRequest, isHttpError, payloadTooLarge, unsupportedMediaType } from "./errors";

type Event = APIGatewayProxyEventV2 & { parsedBody?: unknown };
type Middleware = MiddlewareObj<Event, APIGatewayProxyResultV2>;

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const JSON_TYPE = /^application\/(.+\+)?json($|;)/i;

/**
 * RFC 8058: a mail client unsubscribes by POSTing this exact form body to the List-Unsubscribe
 * URL. Accepted on that one path only, where the signed token in the URL is the whole authority
 * (no cookie is read), so it opens no CSRF hole.
 */
const ONE_CLICK_PATH = "/api/unsubscribe";
const isOneClick = (event: APIGatewayProxyEventV2, raw: string) =>
  event.rawPath === ONE_CLICK_PATH &&
  /^application\/x-www-form-urlencoded($|;)/i.test(event.headers["content-type"] ?? "") &&
  raw.trim() === "List-Unsubscribe=One-Click";

/**
 * Size limit, CSRF guard and JSON parsing in one place. A state-changing request must declare
 * a JSON content type: a cross-site HTML form cannot, so that alone stops CSRF with our
 * SameSite=Lax cookie. An empty body is treated as `{}` (the SPA sends empty joins).
 */
export function requestGuard(): Middleware {
  return {
    before: async ({ event }) => {
      const method = event.requestContext.http.method;
      const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, "base64").toString("utf8") : event.body) : "";
      if (Buffer.byteLength(raw) > MAX_BODY_BYTES) throw payloadTooLarge();
      if (!MUTATIONS.has(method)) return;
      if (isOneClick(event, raw)) {
        event.parsedBody = { oneClick: true };
        return;
      }
      if (!JSON_TYPE.test(event.headers["content-type"] ?? "")) throw unsupportedMediaType();
      if (raw.trim() === "") {
        event.parsedBody = {};
        return;
      }
      try {
        event.parsedBody = JSON.parse(raw);
      } catch {
        throw badRequest(messages.malformedJson, "MALFORMED_JSON");
      }
    },
  };
}

/**
 * Every error leaves as JSON `{ message, code? }`. Client errors (< 500) show their message;
 * anything else is logged and becomes a generic 500 that reveals nothing of our internals.
 */
export function jsonErrorHandler(onUnhandled: (error: unknown, event: Event) => void = () => {}): Middleware {
  return {
    onError: async (request) => {
      const error = request.error;
      let statusCode = 500;
      let body: { message: string; code?: string } = { message: messages.internal, code: "INTERNAL" };
      if (isHttpError(error) && error.statusCode < 500) {
        statusCode = error.statusCode;
        body = { message: error.message, ...(error.code ? { code: String(error.code) } : {}) };
        // Some answers carry more than a message (the draft confirmation's error/details/code).
        if (error.body && typeof error.body === "object") body = { ...body, ...(error.body as object) };
      } else {
        onUnhandled(error, request.event);
      }
      request.response = {
        statusCode,
        headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
        body: JSON.stringify(body),
      };
    },
  };
}
