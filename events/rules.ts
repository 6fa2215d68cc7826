import {
  actionTypes,
  boardChangingActions,
  chatMomentActions,
  EVENT_SOURCE,
  FEED_SOURCE,
  GOALS_CHANGED,
  LIVE_DRAFT_CHANGED,
  LIVE_DRAFT_SOURCE,
  LIVE_DRAFT_STARTING_SOON,
  NOTIFICATION_CREATED,
  NOTIFICATION_SOURCE,
} from "./catalog";
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
  /** AWS services (SES) publish to the account's default bus; everything else is on the app's bus. */
  bus?: "app" | "default";
  /** Extra environment and rights the target needs in AWS: the mail and push settings, or the realtime channel's management API. */
  needs?: "notifications" | "realtime";
  /** The target's timeout when it is longer work than a domain event's bookkeeping (a job run, a league's fan-out). */
  timeoutSeconds?: number;
  /** The target publishes on the bus itself (a job that continues its run, a fan-out announcing notifications). */
  publishes?: boolean;
  /**
   * At most this many environments of the target at once (Lambda's reserved concurrency; the
   * local host caps its workers the same way). Events beyond it wait and are retried, which
   * EventBridge does for throttled async targets.
   */
  concurrency?: number;
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
    description:
      "League news (went live, renamed, joined, window draft executed) becomes league_update notifications; an executed draft tells each member their players (draft_result).",
    pattern: {
      source: [EVENT_SOURCE],
      "detail-type": ["LEAGUE_WENT_LIVE", "ROUND_ROBIN_EXECUTED", "LEAGUE_RENAMED", "MEMBER_JOINED", "WINDOW_DRAFT_EXECUTED"],
    },
    entry: "functions/notifications/on-league-event.ts",
    // A 1,000-member league is 2,000 writes and 100 PutEvents calls; in AWS that is about a
    // second, on a loaded 2-core machine it can take the better part of a minute.
    timeoutSeconds: 60,
    // It announces the notifications it stores, for the delivery rule.
    publishes: true,
  },
  {
    name: "mail-invitations",
    description:
      "People invited by e-mail hear of it: Add User sends the invitation; a league going live with invitations pending tells each invitee and the admins.",
    pattern: { source: [EVENT_SOURCE], "detail-type": ["USER_ADDED", "LEAGUE_WENT_LIVE"] },
    entry: "functions/notifications/on-invitation.ts",
    needs: "notifications",
    // It announces the admins' notifications it stores, for the delivery rule.
    publishes: true,
  },
  {
    name: "deliver-notifications",
    description: "Each stored notification goes out by e-mail and web push, as the member's preferences say.",
    pattern: { source: [NOTIFICATION_SOURCE], "detail-type": [NOTIFICATION_CREATED] },
    entry: "functions/notifications/deliver.ts",
    needs: "notifications",
    // A league's fan-out is a burst of one event per member. Unbounded, the burst cold-starts
    // many environments at once: on a 2-core local host their inits overran the 10 s init limit
    // (and all three attempts of an event could fail); in AWS it would outrun SES's send rate.
    // Two warm environments drain the burst steadily; delivery is idempotent per channel. Each
    // event is a chunk of up to 16 notifications delivered side by side (decision 0330).
    concurrency: 2,
    timeoutSeconds: 30,
  },
  {
    name: "mail-feedback",
    description: "SES bounces and complaints stop e-mail to that address.",
    pattern: { source: ["aws.ses"], "detail-type": ["Email Bounced", "Email Complaint Received"] },
    entry: "functions/notifications/on-mail-feedback.ts",
    bus: "default",
  },
  {
    name: "realtime-board-changed",
    description: "A change to what a league's board shows tells the league's realtime room (board.changed), so open boards re-read it.",
    pattern: { source: [EVENT_SOURCE], "detail-type": [...boardChangingActions] },
    entry: "functions/realtime/on-board-changed.ts",
    needs: "realtime",
  },
  {
    name: "realtime-draft-changed",
    description:
      "Every change of a league's live draft tells the league's realtime room (draft.changed with its version), so the room re-reads it.",
    pattern: { source: [LIVE_DRAFT_SOURCE], "detail-type": [LIVE_DRAFT_CHANGED] },
    entry: "functions/realtime/on-draft-changed.ts",
    needs: "realtime",
  },
  {
    name: "notify-live-draft",
    description:
      "A live draft's members hear it starts in an hour (draft_starting), the member whose turn starts hears it is their turn, and the member an admin's undo or pick-for touched hears it by name (your_turn).",
    pattern: { source: [LIVE_DRAFT_SOURCE], "detail-type": [LIVE_DRAFT_CHANGED, LIVE_DRAFT_STARTING_SOON] },
    entry: "functions/notifications/on-live-draft.ts",
    // It reads the room (a member watching a fast draft gets no push) and announces what it stores.
    publishes: true,
  },
  {
    name: "match-day-goals-changed",
    description:
      "Goals found or taken back move each league holding the scorer (standings version, board.changed), become goal_alert notifications (per goal and member) and a chat line per goal.",
    pattern: { source: [FEED_SOURCE], "detail-type": [GOALS_CHANGED] },
    entry: "functions/match-day/on-goals-changed.ts",
    needs: "realtime",
    // A goal by a player most leagues hold is one write and one room read per league (10,000
    // leagues take seconds), and the alerts rank each league holding a scorer.
    timeoutSeconds: 120,
    // It announces the alerts it stores, for the delivery rule.
    publishes: true,
  },
  {
    name: "chat-moments",
    description:
      "The league's moments post themselves into its chat: members joining, leaving or removed, live-draft picks, a draft's result, a season's end.",
    // Each detail-type is its own source's, so one pattern over the two sources matches just these.
    pattern: {
      source: [EVENT_SOURCE, LIVE_DRAFT_SOURCE],
      "detail-type": [...chatMomentActions, LIVE_DRAFT_CHANGED],
    },
    entry: "functions/chat/moments.ts",
    needs: "realtime",
  },
  refreshRule("players"),
  refreshRule("goals"),
];
