import type { ApiErrorBody } from "@shared/types";
import type { ToastText } from "@shared/messages";

/**
 * The error every failed call becomes (product.md §7.1): the message is `${status}: ${body}`
 * so existing message matching ("starts with 401", "already live") keeps working, while
 * `status`, `code` and the server's own `serverMessage` are there for code that branches.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly serverMessage: string;
  /** The parsed JSON body, for calls whose errors carry more than a message (the draft's). */
  readonly body: unknown;

  constructor(status: number, statusText: string, bodyText: string) {
    super(formatErrorMessage(status, statusText, bodyText));
    this.name = "ApiError";
    this.status = status;
    const parsed = parseErrorBody(bodyText);
    this.code = parsed.code;
    this.serverMessage = parsed.message ?? (bodyText || statusText);
    this.body = parseJson(bodyText);
  }
}

export function formatErrorMessage(status: number, statusText: string, bodyText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Server errors are JSON `{message, code?}`; anything else (a proxy's HTML page) has neither. */
export function parseErrorBody(bodyText: string): Partial<ApiErrorBody> {
  try {
    const value = JSON.parse(bodyText);
    if (value && typeof value === "object") {
      return {
        message: typeof value.message === "string" ? value.message : undefined,
        code: typeof value.code === "string" ? value.code : undefined,
      };
    }
  } catch {
    // Not JSON: the caller falls back to the raw text.
  }
  return {};
}

/** product.md §8.1: "message starts with 401 and contains Unauthorized". */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith("401") && error.message.includes("Unauthorized");
}

/** The server's message when there is one, else a fallback worded for the screen. */
export function serverMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** A failure toast: the catalogue's title, and the server's message when it sent one, else the catalogue's description. */
export function failureToast(text: ToastText, error: unknown) {
  return { ...text, description: serverMessageOf(error, text.description ?? ""), variant: "destructive" as const };
}

export function errorCodeOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}
