/**
 * Operational log lines: one per API call, one per error worth an operator's look. They go as
 * one JSON line each to stdout (errors to stderr), which Lambda sends to the function's CloudWatch
 * log group (and the local host to its stand-in for it); the creator's views read them back with
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
   * When the call started. Not `timestamp`: that key is the time of the line (writeLine).
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
  /** Goes out as the line's own `message`. */
  message: string;
  /** The API call (`GET /api/...`) or the function (`job-refresh-goals`) that failed. */
  endpoint: string;
  stackTrace: string;
}

/**
 * One line in the shape Powertools Logger gave them (level, message, timestamp, service, the X-Ray
 * trace id when Lambda sets one, then the fields), which the log reader and the metric filters
 * read. Written directly: Powertools' Logger was ~17 kB of every bundle and set up its own console
 * at every cold start to print two kinds of line.
 */
function writeLine(level: "INFO" | "ERROR", message: string, fields: object): void {
  const trace = /Root=([^;]+)/.exec(process.env._X_AMZN_TRACE_ID ?? "")?.[1];
  const line = {
    level,
    message,
    timestamp: new Date().toISOString(),
    service: "treble",
    ...(trace ? { xray_trace_id: trace } : {}),
    ...fields,
  };
  (level === "ERROR" ? process.stderr : process.stdout).write(`${JSON.stringify(line)}\n`);
}

export function logApiCall(line: Omit<ApiLogLine, "kind">): void {
  writeLine("INFO", `${line.method} ${line.endpoint} ${line.status}`, { kind: "api", ...line });
}

export function logError(line: Omit<ErrorLogLine, "kind">): void {
  const { message, ...rest } = line;
  writeLine("ERROR", message, { kind: "error", ...rest });
}

/** An error as the Errors tab shows it: its name, message and stack. */
export function logFailure(error: unknown, id: string, endpoint: string): void {
  const e = error instanceof Error ? error : new Error(String(error));
  logError({ id, type: e.name, message: e.message, endpoint, stackTrace: e.stack ?? "" });
}
