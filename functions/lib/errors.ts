import { messages } from "../../shared/messages";

/**
 * An answer other than 2xx: the error handler (middleware.ts) sends `{ message, code?, ...body }`
 * for any status below 500 and hides everything else. The same fields as the http-errors package
 * gave (statusCode, status, expose), which this replaces: its deprecation helper, status table and
 * prototype shims were ~10 kB of every API bundle for one small class.
 */
class HttpError extends Error {
  readonly status: number;
  readonly expose: boolean;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    /** More than a message for the answer (the draft confirmation's details, a retry time). */
    readonly body?: object,
  ) {
    super(message);
    this.status = statusCode;
    this.expose = statusCode < 500;
  }
}

export const httpError = (statusCode: number, message: string, code?: string, body?: object) =>
  new HttpError(statusCode, message, code, body);

/** Typed HTTP errors carrying the spec's user-facing message and an optional machine code. */
export const badRequest = (message: string, code?: string) => httpError(400, message, code);
export const unauthorized = () => httpError(401, messages.unauthorized, "UNAUTHORIZED");
export const forbidden = (message: string = messages.forbidden, code?: string) => httpError(403, message, code);
export const notFound = (message: string = messages.routeNotFound, code?: string) => httpError(404, message, code);
export const conflict = (message: string, code?: string) => httpError(409, message, code);
export const unsupportedMediaType = () => httpError(415, messages.jsonRequired, "JSON_REQUIRED");
export const payloadTooLarge = () => httpError(413, messages.bodyTooLarge, "BODY_TOO_LARGE");

/**
 * Ours, or one middy's own middlewares throw (the router's 404 and 405): the same test http-errors
 * made, by shape, since middy's errors are instances of its own class.
 */
export function isHttpError(error: unknown): error is Error & { statusCode: number; code?: unknown; body?: unknown } {
  if (error instanceof HttpError) return true;
  if (!(error instanceof Error)) return false;
  const fields = error as Error & { statusCode?: unknown; status?: unknown; expose?: unknown };
  return typeof fields.expose === "boolean" && typeof fields.statusCode === "number" && fields.status === fields.statusCode;
}
