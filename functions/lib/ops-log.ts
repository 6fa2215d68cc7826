import { appendFileSync } from "node:fs";
import { Logger } from "@aws-lambda-powertools/logger";

/**
 * Operational log lines: one per API call, one per unhandled error. They go through Powertools
 * Logger (stdout → CloudWatch Logs in AWS); on the local host API_LOG_FILE names a file that
 * receives the same lines, read back by the same reader interface (log-reader.ts). They never
 * hold tokens, cookies or bodies: only the fields below.
 */
export interface ApiLogLine {
  kind: "api";
  id: string;
  method: string;
  endpoint: string;
  action: string;
  username: string;
  timestamp: string;
  status: number;
  durationMs: number;
  responseSize: number;
  errorMessage?: string;
}

export interface ErrorLogLine {
  kind: "error";
  id: string;
  type: string;
  message: string;
  endpoint: string;
  timestamp: string;
  stackTrace: string;
}

export type OpsLogLine = ApiLogLine | ErrorLogLine;

const logger = new Logger({ serviceName: "treble-api" });

export function writeOpsLog(line: OpsLogLine): void {
  // Powertools owns the `message` and `timestamp` keys of a line; ours go in as extra keys.
  if (line.kind === "error") {
    const { message, ...rest } = line;
    logger.error(message, { ...rest });
  } else logger.info(`${line.method} ${line.endpoint} ${line.status}`, { ...line });
  const file = process.env.API_LOG_FILE;
  if (file) appendFileSync(file, `${JSON.stringify(line)}\n`);
}
