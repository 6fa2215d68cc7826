import { actionTypes, EVENT_SOURCE } from "./catalog";
import { REFRESH_REQUESTED, refreshEntry, refreshTimeoutSeconds, type RefreshKind } from "./job-requests";

/**
 * Event rules, declared once: the CDK stack creates an EventBridge rule per entry on the app's
 * bus; the local bus matches the same patterns and calls the same entry's `handler`.
 */
export interface RuleDecl {
  name: string;
  description: string;
  /** An EventBridge event pattern (the subset the local bus understands: literal arrays, nested objects). */
  pattern: Record<string, unknown>;
  /** Module (relative to the repo root) exporting `handler(envelope)`. */
  entry: string;
  /** The target's timeout when it is longer work than a domain event's bookkeeping (a job run). */
  timeoutSeconds?: number;
  /** The target publishes on the bus itself (a job that continues its run). */
  publishes?: boolean;
}

/** A requested (or continued) refresh runs the same job code the schedule runs, with its timeout. */
const refreshRule = (kind: RefreshKind): RuleDecl => ({
  name: `run-refresh-${kind}`,
  description: `A requested ${kind} refresh, or the continuation of one cut off by its timeout, runs the scheduled job's code.`,
  pattern: { source: [EVENT_SOURCE], "detail-type": [REFRESH_REQUESTED], detail: { kind: [kind] } },
  entry: refreshEntry(kind),
  timeoutSeconds: refreshTimeoutSeconds(kind),
  publishes: true,
});

export const rules: RuleDecl[] = [
  {
    name: "record-activity",
    description: "Every domain event becomes a league activity log entry.",
    pattern: { source: [EVENT_SOURCE], "detail-type": [...actionTypes] },
    entry: "functions/activity/record-event.ts",
  },
  {
    name: "notify-members",
    description: "League news (went live, drafted, renamed, joined) becomes league_update notifications.",
    pattern: { source: [EVENT_SOURCE], "detail-type": ["LEAGUE_WENT_LIVE", "ROUND_ROBIN_EXECUTED", "LEAGUE_RENAMED", "MEMBER_JOINED"] },
    entry: "functions/notifications/on-league-event.ts",
  },
  refreshRule("players"),
  refreshRule("goals"),
];
