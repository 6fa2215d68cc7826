import { EVENT_SOURCE } from "./catalog";

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
}

export const rules: RuleDecl[] = [
  {
    name: "record-activity",
    description: "Every domain event becomes a league activity log entry.",
    pattern: { source: [EVENT_SOURCE] },
    entry: "functions/activity/record-event.ts",
  },
  {
    name: "notify-members",
    description: "League news (went live, drafted, renamed, joined) becomes league_update notifications.",
    pattern: { source: [EVENT_SOURCE], "detail-type": ["LEAGUE_WENT_LIVE", "ROUND_ROBIN_EXECUTED", "LEAGUE_RENAMED", "MEMBER_JOINED", "WINDOW_DRAFT_EXECUTED"] },
    entry: "functions/notifications/on-league-event.ts",
  },
];
