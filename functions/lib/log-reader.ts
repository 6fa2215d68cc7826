// The SDK's client signs, retries and types AWS errors (kept: tests/tooling/required-libraries.test.ts).
import { CloudWatchLogsClient, FilterLogEventsCommand, type FilteredLogEvent } from "@aws-sdk/client-cloudwatch-logs";
import type { LogPage } from "../../shared/contract/responses";
import type { ApiLogLine } from "./ops-log";
import { awsClientOptions, config } from "../config";

export interface ApiLogEntry extends Omit<ApiLogLine, "kind" | "startedAt"> {
  timestamp: string;
}

export interface ErrorLogEntry {
  id: string;
  type: string;
  message: string;
  endpoint: string;
  timestamp: string;
  stackTrace: string;
}

export type LogKind = "api" | "error";
type EntryOf<K extends LogKind> = K extends "api" ? ApiLogEntry : ErrorLogEntry;

/** A fixed time window (epoch ms, both ends included) and how far into it a page starts. */
export interface LogWindow {
  from: number;
  to: number;
  offset: number;
}

/**
 * What each view asks CloudWatch Logs for. API calls are our JSON lines; errors are any ERROR
 * line (ours through Powertools, the runtime's `console.error`, an unhandled rejection) and the
 * runtime's own "Task timed out" line, which is plain text.
 */
const PATTERNS: Record<LogKind, string> = {
  api: '{ $.kind = "api" }',
  error: '?ERROR ?"Task timed out"',
};

export const encodeCursor = (window: LogWindow) => Buffer.from(JSON.stringify(window)).toString("base64url");

/** The window a cursor names, or undefined when it is not one of ours. */
export function decodeCursor(cursor: string): LogWindow | undefined {
  try {
    const w = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as LogWindow;
    const ok = [w.from, w.to, w.offset].every((n) => Number.isSafeInteger(n) && n >= 0) && w.from <= w.to;
    return ok ? { from: w.from, to: w.to, offset: w.offset } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the creator's log views from CloudWatch Logs: every log group of the app's functions
 * (API, jobs, rule targets, the draft worker), every FilterLogEvents page of each over the
 * window, newest first. The window is fixed by the first page, so the cursor's offset stays
 * valid while new lines arrive. The local host serves the same protocol, so this one reader
 * runs on both hosts.
 */
export function cloudWatchLogReader(groupNames: readonly string[], client: CloudWatchLogsClient) {
  const readGroup = async (logGroupName: string, kind: LogKind, window: LogWindow) => {
    const events: Array<FilteredLogEvent & { group: string }> = [];
    let nextToken: string | undefined;
    do {
      const page = await client.send(
        new FilterLogEventsCommand({ logGroupName, startTime: window.from, endTime: window.to, filterPattern: PATTERNS[kind], nextToken }),
      );
      for (const event of page.events ?? []) events.push({ ...event, group: logGroupName });
      nextToken = page.nextToken;
    } while (nextToken);
    return events;
  };

  return {
    async page<K extends LogKind>(kind: K, window: LogWindow, limit: number): Promise<LogPage<EntryOf<K>>> {
      const events = (await Promise.all(groupNames.map((g) => readGroup(g, kind, window)))).flat();
      const entries = events
        .sort((a, b) => (b.timestamp ?? 0) - (a.timestamp ?? 0) || String(b.eventId).localeCompare(String(a.eventId)))
        .map((e) => (kind === "api" ? apiEntry(e) : errorEntry(e, e.group)))
        .filter((e): e is EntryOf<K> => e !== undefined);
      const end = window.offset + limit;
      return {
        entries: entries.slice(window.offset, end),
        nextCursor: end < entries.length ? encodeCursor({ ...window, offset: end }) : null,
        from: new Date(window.from).toISOString(),
        to: new Date(window.to).toISOString(),
      };
    },
  };
}

function parse(message: string | undefined): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(message ?? "");
    return value && typeof value === "object" ? value : undefined;
  } catch {
    return undefined;
  }
}

function apiEntry(event: FilteredLogEvent): ApiLogEntry | undefined {
  const line = parse(event.message) as Partial<ApiLogLine> | undefined;
  if (line?.kind !== "api") return undefined;
  return {
    id: String(line.id ?? ""),
    method: String(line.method ?? ""),
    endpoint: String(line.endpoint ?? ""),
    route: String(line.route ?? ""),
    action: String(line.action ?? "unknown"),
    userId: line.userId ?? null,
    username: String(line.username ?? "anonymous"),
    timestamp: line.startedAt ?? new Date(event.timestamp ?? 0).toISOString(),
    status: Number(line.status ?? 0),
    durationMs: Number(line.durationMs ?? 0),
    responseSize: Number(line.responseSize ?? 0),
    ...(line.errorMessage ? { errorMessage: String(line.errorMessage) } : {}),
  };
}

/** Ours (kind "error"), any other Powertools ERROR line, or the runtime's plain-text lines. */
function errorEntry(event: FilteredLogEvent, group: string): ErrorLogEntry | undefined {
  const timestamp = new Date(event.timestamp ?? 0).toISOString();
  const fn = group.split("/").pop() ?? group;
  const line = parse(event.message);
  if (line) {
    if (line.level !== "ERROR") return undefined;
    const error = (line.error ?? {}) as { name?: string; message?: string; stack?: string };
    return {
      id: String(line.id ?? line.function_request_id ?? event.eventId ?? ""),
      type: String(line.type ?? error.name ?? "Error"),
      message: String(line.message ?? error.message ?? ""),
      endpoint: String(line.endpoint ?? fn),
      timestamp,
      stackTrace: String(line.stackTrace ?? error.stack ?? ""),
    };
  }
  const text = (event.message ?? "").trim();
  const timedOut = text.match(/^(\S+)\s+(\S+)\s+(Task timed out.*)$/);
  if (timedOut) return { id: timedOut[2], type: "Sandbox.Timedout", message: timedOut[3], endpoint: fn, timestamp, stackTrace: "" };
  if (!/\bERROR\b/.test(text)) return undefined;
  // The runtime's lines read `<time>\t<request id>\tERROR\t<message>`, a multi-line message kept
  // in one event with carriage returns; a failed invocation's message is `Invoke Error \t<json>`.
  const parts = text.split("\t");
  const id = parts.length >= 4 ? parts[1] : String(event.eventId ?? "");
  const body = (parts.length >= 4 ? parts.slice(3).join("\t") : text).replace(/\r/g, "\n");
  if (body.startsWith("Invoke Error")) {
    const invoke = parse(body.slice(body.indexOf("{"))) as { errorType?: string; errorMessage?: string; stack?: string[] } | undefined;
    if (invoke)
      return {
        id,
        type: String(invoke.errorType ?? "Error"),
        message: String(invoke.errorMessage ?? ""),
        endpoint: fn,
        timestamp,
        stackTrace: (invoke.stack ?? []).join("\n"),
      };
  }
  return {
    id,
    type: "Error",
    message: body.split("\n")[0],
    endpoint: fn,
    timestamp,
    stackTrace: body.includes("\n") ? body : "",
  };
}

/** The reader for this deployment: LOG_GROUP_NAMES, and locally the host's CloudWatch Logs stand-in. */
export function logReader() {
  const client = new CloudWatchLogsClient(awsClientOptions(config.cloudWatchLogsEndpoint));
  return cloudWatchLogReader(config.logGroupNames, client);
}
