import { randomUUID } from "node:crypto";
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** One stored log event, as CloudWatch Logs keeps it: when it was written and the raw line. */
export interface StoredLogEvent {
  eventId: string;
  timestamp: number;
  message: string;
}

/** The stack's log groups keep a month (infra/aws/function-settings.ts). */
const RETENTION_MS = 31 * 24 * 3_600_000;

/** The local log group of a function, named as the functions read them back (LOG_GROUP_NAMES). */
export const localLogGroupName = (functionName: string) => `/treble/${functionName}`;

/**
 * The local stand-in for CloudWatch Logs' storage: one JSON-lines file per log group in the
 * data folder, written only by the host process (the functions' stdout and stderr reach it
 * through their worker threads), so appends never interleave.
 */
export function localLogGroups(dataDir: string) {
  const dir = join(dataDir, "logs");
  mkdirSync(dir, { recursive: true });
  const fileOf = (group: string) => join(dir, `${group.replace(/^\/+/, "").replace(/[^A-Za-z0-9._-]+/g, "__")}.jsonl`);
  const parse = (file: string) => {
    const out: StoredLogEvent[] = [];
    for (const line of readFileSync(file, "utf8").split("\n")) {
      if (!line) continue;
      try {
        out.push(JSON.parse(line) as StoredLogEvent);
      } catch {
        // A line cut short by a kill mid-write is skipped, not fatal.
      }
    }
    return out;
  };
  return {
    /** Drops events older than the retention, as the stack's log groups keep one month. */
    expire(retentionMs = RETENTION_MS): void {
      const oldest = Date.now() - retentionMs;
      for (const name of readdirSync(dir).filter((n) => n.endsWith(".jsonl"))) {
        const file = join(dir, name);
        const events = parse(file);
        const kept = events.filter((e) => e.timestamp >= oldest);
        if (kept.length < events.length) writeFileSync(file, kept.map((e) => `${JSON.stringify(e)}\n`).join(""));
      }
    },
    append(group: string, message: string, timestamp = Date.now()): void {
      const event: StoredLogEvent = { eventId: randomUUID(), timestamp, message };
      appendFileSync(fileOf(group), `${JSON.stringify(event)}\n`);
    },
    /** Every event of a group, oldest first. */
    read(group: string): StoredLogEvent[] {
      const file = fileOf(group);
      return existsSync(file) ? parse(file) : [];
    },
  };
}

export type LocalLogGroups = ReturnType<typeof localLogGroups>;
