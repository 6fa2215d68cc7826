// Powertools Logger writes the JSON line shape CloudWatch and log-reader.ts read (kept: tests/tooling/required-libraries.test.ts).
import { Logger } from "@aws-lambda-powertools/logger";

/**
 * Operational log lines: one per API call, one per error worth an operator's look. They go
 * through Powertools Logger to stdout, which Lambda sends to the function's CloudWatch log group
 * (and the local host to its stand-in for it); the creator's views read them back with
 * log-reader.ts. They never hold tokens, cookies or bodies: only the fields below.
 */
export interface ApiLogLine {
  kind: "api";
  /** API Gateway's request id. */
  id: string;
  method: string;
  endpoint: string;
  /** The route as declared, e.g. `GET /api/leagues/{leagueId}`. */
  route: string;
  /** The route's name in functions/routes.ts. */
  action: string;
  userId: string | null;
  username: string;
  /**
   * When the call started. Not `timestamp`: Powertools owns that key (the time of the line) and
   * drops a custom one with a warning, which used to cost a second line per call.
   */
  startedAt: string;
  status: number;
  durationMs: number;
  responseSize: number;
  errorMessage?: string;
}

export interface ErrorLogLine {
  kind: "error";
  id: string;
  type: string;
  /** Goes out as Powertools' own `message`. */
  message: string;
  /** The API call (`GET /api/...`) or the function (`job-refresh-goals`) that failed. */
  endpoint: string;
  stackTrace: string;
}

const logger = new Logger({ serviceName: "treble" });

export function logApiCall(line: Omit<ApiLogLine, "kind">): void {
  logger.info(`${line.method} ${line.endpoint} ${line.status}`, { kind: "api", ...line });
}

export function logError(line: Omit<ErrorLogLine, "kind">): void {
  const { message, ...rest } = line;
  logger.error(message, { kind: "error", ...rest });
}

/**
 * One line per board this function instance built (not answered from its memory): how the
 * single flight is checked, on AWS as locally. `instance` names the function instance.
 */
export function logBoardBuilt(line: { leagueId: string; instance: string; etag: string; members: number; durationMs: number }): void {
  logger.info(`board built ${line.leagueId}`, { kind: "board-build", ...line });
}

/** An error as the Errors tab shows it: its name, message and stack. */
export function logFailure(error: unknown, id: string, endpoint: string): void {
  const e = error instanceof Error ? error : new Error(String(error));
  logError({ id, type: e.name, message: e.message, endpoint, stackTrace: e.stack ?? "" });
}
