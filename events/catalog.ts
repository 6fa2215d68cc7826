/**
 * Domain events: what happened in a league, published on EventBridge by the handlers and
 * consumed by the rules in rules.ts (activity log, notifications). The detail-type is the
 * activity log's actionType, so the creator's view shows the same names (product.md §3).
 */
export const EVENT_SOURCE = "treble.app";

export const severities = ["info", "warning", "error", "critical"] as const;
export const categories = ["user_action", "admin_action", "system_action", "draft_action"] as const;
export type Severity = (typeof severities)[number];
export type Category = (typeof categories)[number];

export const actionTypes = [
  "LEAGUE_CREATED",
  "LEAGUE_RENAMED",
  "MEMBER_JOINED",
  "USERNAME_CHANGED",
  "LEAGUE_WENT_LIVE",
  "LEAGUE_BACK_TO_DRAFT",
  "PICKS_COMMITTED",
  "ROUND_ROBIN_SIMULATED",
  "ROUND_ROBIN_EXECUTED",
  "USERS_ARCHIVED",
  "USER_RESTORED",
  "USER_ADDED",
  "USER_REMOVED",
  "USER_TRANSFERRED",
  "DATA_REFRESHED",
  "WINDOW_OPENED",
  "WINDOW_CLOSING",
  "WINDOW_DRAFT_SIMULATED",
  "WINDOW_DRAFT_EXECUTED",
  "SEASON_STARTED",
  "LIVE_DRAFT_SET_UP",
  "LIVE_DRAFT_RESCHEDULED",
  "LIVE_DRAFT_STARTED_NOW",
  "LIVE_DRAFT_PAUSED",
  "LIVE_DRAFT_RESUMED",
  "LIVE_PICK_UNDONE",
  "LIVE_PICK_FOR_MEMBER",
  "LIVE_AUTOPICK_SWITCHED",
  "LIVE_DRAFT_CANCELLED",
] as const;
export type ActionType = (typeof actionTypes)[number];

/**
 * The events after which a league's board shows something else (its rows, names, picks, mode),
 * announced to the league's realtime room. Goals are not league events: the board's refresh poll
 * follows the feed's data version.
 */
export const boardChangingActions = [
  "LEAGUE_RENAMED",
  "MEMBER_JOINED",
  "USERNAME_CHANGED",
  "LEAGUE_WENT_LIVE",
  "LEAGUE_BACK_TO_DRAFT",
  "PICKS_COMMITTED",
  "ROUND_ROBIN_EXECUTED",
  "USERS_ARCHIVED",
  "USER_RESTORED",
  "USER_ADDED",
  "USER_REMOVED",
  "USER_TRANSFERRED",
  "WINDOW_DRAFT_EXECUTED",
  "SEASON_STARTED",
] as const satisfies readonly ActionType[];

/** The domain events the league's chat posts a line for (functions/chat/moments.ts). */
export const chatMomentActions = [
  "MEMBER_JOINED",
  "USER_ADDED",
  "USER_REMOVED",
  "USER_TRANSFERRED",
  "ROUND_ROBIN_EXECUTED",
  "SEASON_STARTED",
  "WINDOW_DRAFT_EXECUTED",
] as const satisfies readonly ActionType[];

export interface DomainEventDetail {
  leagueId: string;
  actor: { userId?: string; username: string };
  /** One human sentence, shown as the activity entry's details. */
  details: string;
  severity: Severity;
  category: Category;
  metadata?: Record<string, unknown>;
  ipAddress?: string;
  userAgent?: string;
  occurredAt: string;
}

export interface DomainEvent {
  actionType: ActionType;
  detail: DomainEventDetail;
}

/** The envelope EventBridge hands a rule's target (and the local bus builds the same). */
export interface EventBridgeEnvelope<D = DomainEventDetail> {
  version: "0";
  id: string;
  "detail-type": string;
  source: string;
  account: string;
  time: string;
  region: string;
  resources: string[];
  detail: D;
}

/**
 * Notification delivery: each stored notification is announced once on the bus, and the
 * delivery rule sends its e-mail and push off the request path. Its own source, so the activity
 * log's catch-all rule does not record it.
 */
export const NOTIFICATION_SOURCE = "treble.notifications";
export const NOTIFICATION_CREATED = "NOTIFICATION_CREATED";
export interface NotificationRef {
  userId: string;
  notificationId: string;
}
/**
 * A chunk of notifications stored together (a fan-out writes 16 at a time), announced as one
 * event: one delivery invocation sends them side by side (decision 0330).
 */
export interface NotificationCreatedDetail {
  notifications: NotificationRef[];
}

/**
 * Match day: the goals refresh compares each live fixture's per-player `goals_scored` with the
 * stored copy and announces what moved, once per refresh that found a change. Its own source, so
 * the activity log's catch-all rule does not record it. Consumers (goal alerts, the boards)
 * identify a goal by season, fixture, player and its ordinal (the n-th goal of that player in
 * that fixture), so a redelivered event alerts nobody twice.
 */
export const FEED_SOURCE = "treble.feed";
export const GOALS_CHANGED = "GOALS_CHANGED";

/** A fixture as the feed reported it at the refresh that found the change. */
export interface FixtureScore {
  fixtureId: number;
  gameweek: number;
  teamH: number;
  teamA: number;
  teamHScore: number | null;
  teamAScore: number | null;
  started: boolean;
  /** The feed's `finished_provisional`. */
  finished: boolean;
  minutes: number;
  kickoffTime: string | null;
}

/**
 * One player's goals in one fixture before and after the refresh: `after > before` is a goal
 * (or several: goals `before + 1 … after`), `after < before` a correction (goals `after + 1 …
 * before` taken back, VAR). Own goals are never in it: they count for nobody.
 */
export interface GoalChange {
  playerId: number;
  fixtureId: number;
  before: number;
  after: number;
}

export interface GoalsChangedDetail {
  season: string;
  gameweek: number;
  changes: GoalChange[];
  /** The fixtures the changes are in, for the alert's match and score. */
  fixtures: FixtureScore[];
  detectedAt: string;
}

/**
 * The live draft room: every change of a league's live draft (set up, started, a pick, the
 * clock's autopick, pause, resume, undo, an autopick switch, cancelled, done) is announced once
 * on the bus after its conditional write, so the room's fan-out (`draft.changed`) and the "it is
 * your turn" notification run off the request path. Its own source, so the activity log's
 * catch-all rule does not record it (admins' actions are logged as domain events already).
 */
export const LIVE_DRAFT_SOURCE = "treble.live-draft";
export const LIVE_DRAFT_CHANGED = "LIVE_DRAFT_CHANGED";
/** A draft set up at least an hour ahead has one hour to go: the members hear it starts soon. */
export const LIVE_DRAFT_STARTING_SOON = "LIVE_DRAFT_STARTING_SOON";

export interface LiveDraftChangedDetail {
  leagueId: string;
  draftId: string;
  /** The draft's version after the change: the room's event version, and one notification per turn reads it. */
  version: number;
  status: "scheduled" | "running" | "paused" | "done" | "cancelled";
  clockName: string;
  /** The turn on the clock after the change, with the member's user id, while the draft runs or is paused. */
  turn?: { overall: number; round: number; participantId: string; userId?: string; username: string; deadline?: number };
  /**
   * An admin's undo or pick-for that touched another member's pick: that member (`userId`) is
   * told by name. `leftMs` is their clock after an undo (the turn is theirs again).
   */
  moment?: {
    kind: "undo" | "pick-for";
    by: string;
    overall: number;
    participantId: string;
    userId?: string;
    playerName: string;
    leftMs?: number;
  };
  changedAt: string;
}

export interface LiveDraftStartingSoonDetail {
  leagueId: string;
  draftId: string;
  startsAt: string;
  clockName: string;
}
