import { existsSync, readFileSync } from "node:fs";
import { CloudWatchLogsClient, FilterLogEventsCommand } from "@aws-sdk/client-cloudwatch-logs";
import type { OpsLogLine } from "./ops-log";

/** Reads back the operational log lines, newest first, from wherever this host keeps them. */
export interface LogReader {
  recent<K extends OpsLogLine["kind"]>(kind: K, limit: number): Promise<Array<Extract<OpsLogLine, { kind: K }>>>;
}

/** Local host: the JSON-lines file the API functions append to. */
export function fileLogReader(file: string): LogReader {
  return {
    async recent(kind, limit) {
      if (!existsSync(file)) return [];
      const lines = readFileSync(file, "utf8").trimEnd().split("\n");
      const out = [];
      for (let i = lines.length - 1; i >= 0 && out.length < limit; i--) {
        try {
          const line = JSON.parse(lines[i]) as OpsLogLine;
          if (line.kind === kind) out.push(line);
        } catch {
          // A line cut short by a crash mid-write is skipped, not fatal.
        }
      }
      return out as never;
    },
  };
}

/**
 * AWS: the API functions' CloudWatch log groups (LOG_GROUP_NAMES), last 24 hours, matched by
 * a JSON filter on our `kind` field (Powertools writes our fields at the top level).
 */
export function cloudWatchLogReader(groupNames: string[], client = new CloudWatchLogsClient({})): LogReader {
  return {
    async recent(kind, limit) {
      const since = Date.now() - 24 * 3_600_000;
      const pages = await Promise.all(
        groupNames.map((logGroupName) =>
          client.send(new FilterLogEventsCommand({ logGroupName, startTime: since, filterPattern: `{ $.kind = "${kind}" }`, limit })),
        ),
      );
      return pages
        .flatMap((p) => p.events ?? [])
        .map((e) => {
          try {
            return JSON.parse(e.message ?? "") as OpsLogLine;
          } catch {
            return undefined;
          }
        })
        .filter((l): l is OpsLogLine => l?.kind === kind)
        .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
        .slice(0, limit) as never;
    },
  };
}

export function logReader(): LogReader {
  const file = process.env.API_LOG_FILE;
  if (file) return fileLogReader(file);
  return cloudWatchLogReader((process.env.LOG_GROUP_NAMES ?? "").split(",").filter(Boolean));
}
