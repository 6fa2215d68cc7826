// http-errors gives every error its status and whether to expose its message (kept: tests/tooling/required-libraries.test.ts).
import createError from "http-errors";
import { messages } from "../../shared/messages";

/**
 * Typed HTTP errors carrying the catalogue's user-facing message (product.md §8) and an optional machine code.
 * The error handler shows `message` for any status below 500 and hides everything else.
 */
export const badRequest = (message: string, code?: string) => createError(400, message, { code });
export const unauthorized = () => createError(401, messages.unauthorized, { code: "UNAUTHORIZED" });
export const forbidden = (message: string = messages.forbidden, code?: string) => createError(403, message, { code });
export const notFound = (message: string = messages.routeNotFound, code?: string) => createError(404, message, { code });
export const conflict = (message: string, code?: string) => createError(409, message, { code });
export const unsupportedMediaType = () => createError(415, messages.jsonRequired, { code: "JSON_REQUIRED" });
export const payloadTooLarge = () => createError(413, messages.bodyTooLarge, { code: "BODY_TOO_LARGE" });

export function isHttpError(error: unknown): error is createError.HttpError {
  return createError.isHttpError(error);
}
