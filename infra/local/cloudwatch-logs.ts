import http from "node:http";
import type { AddressInfo } from "node:net";
import { compileFilterPattern, InvalidFilterPattern } from "./filter-pattern";
import type { LocalLogGroups } from "./log-groups";

/** CloudWatch Logs answers at most 10,000 events, and about 1 MB, per FilterLogEvents page. */
const MAX_EVENTS = 10_000;
const MAX_PAGE_BYTES = 1024 * 1024;

interface FilterRequest {
  logGroupName?: string;
  logGroupIdentifier?: string;
  startTime?: number;
  endTime?: number;
  filterPattern?: string;
  nextToken?: string;
  limit?: number;
}

class ServiceError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The local CloudWatch Logs: answers the SDK's FilterLogEvents (AWS JSON 1.1,
 * `x-amz-target: Logs_20140328.FilterLogEvents`) over the local log groups, oldest first, with
 * nextToken paging, so the creator's log reader runs the very code it runs against AWS.
 * Only the declared groups exist; any other name is ResourceNotFoundException, as in AWS.
 */
export async function startLocalCloudWatchLogs(
  store: LocalLogGroups,
  groupNames: readonly string[],
  options: { pageEvents?: number } = {},
) {
  const known = new Set(groupNames);

  const filter = (input: FilterRequest) => {
    const group = input.logGroupName ?? input.logGroupIdentifier;
    if (!group) throw new ServiceError("InvalidParameterException", "logGroupName or logGroupIdentifier is required");
    if (!known.has(group)) throw new ServiceError("ResourceNotFoundException", "The specified log group does not exist.");
    let matches: (message: string) => boolean;
    try {
      matches = compileFilterPattern(input.filterPattern);
    } catch (error) {
      if (error instanceof InvalidFilterPattern) throw new ServiceError("InvalidParameterException", error.message);
      throw error;
    }
    let start = 0;
    if (input.nextToken) {
      const token = decodeToken(input.nextToken);
      if (!token || token.group !== group) throw new ServiceError("InvalidParameterException", "The specified nextToken is invalid.");
      start = token.index;
    }
    const limit = Math.min(input.limit ?? MAX_EVENTS, options.pageEvents ?? MAX_EVENTS);
    const stored = store.read(group);
    const events = [];
    let bytes = 0;
    let index = start;
    for (; index < stored.length && events.length < limit && bytes < MAX_PAGE_BYTES; index++) {
      const event = stored[index];
      if (input.startTime !== undefined && event.timestamp < input.startTime) continue;
      if (input.endTime !== undefined && event.timestamp > input.endTime) continue;
      if (!matches(event.message)) continue;
      events.push({
        logStreamName: "local",
        timestamp: event.timestamp,
        ingestionTime: event.timestamp,
        message: event.message,
        eventId: event.eventId,
      });
      bytes += Buffer.byteLength(event.message);
    }
    // Like AWS, a token may come back with a page that has no more matches after it.
    return { events, searchedLogStreams: [], ...(index < stored.length ? { nextToken: encodeToken({ group, index }) } : {}) };
  };

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const reply = (status: number, payload: unknown) => {
        res.writeHead(status, { "content-type": "application/x-amz-json-1.1" });
        res.end(JSON.stringify(payload));
      };
      try {
        const target = String(req.headers["x-amz-target"] ?? "");
        if (target !== "Logs_20140328.FilterLogEvents") throw new ServiceError("UnknownOperationException", target);
        reply(200, filter(JSON.parse(body || "{}") as FilterRequest));
      } catch (error) {
        if (error instanceof ServiceError) reply(400, { __type: error.type, message: error.message });
        else reply(400, { __type: "SerializationException", message: (error as Error).message });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const encodeToken = (token: { group: string; index: number }) => Buffer.from(JSON.stringify(token)).toString("base64url");
function decodeToken(raw: string): { group: string; index: number } | undefined {
  try {
    const token = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    return typeof token?.group === "string" && Number.isInteger(token?.index) && token.index >= 0 ? token : undefined;
  } catch {
    return undefined;
  }
}
