/**
 * The API's answers, declared once beside the route contract: the SPA's client reads them
 * through `response: returns<T>()`, and `route()` refuses at compile time a handler whose answer
 * is not assignable to its route's type, so neither side can drift. Shapes that both sides
 * already shared live in shared/types.ts and shared/feed-types.ts.
 */
import type { Category, Severity } from "../../events/catalog";
import type { ArchivalGroup } from "../draft-rules";
import type { SimulationChanges } from "../draft/simulation-changes";
import type { Player } from "../feed-types";
import type { NotificationPreferences } from "../notification-preferences";
import type { NotificationType } from "../notification-types";

export type { ArchivalGroup };

export interface DraftPick {
  playerId: number;
  playerName: string;
  teamName: string;
  position: string;
}

export interface DraftResult {
  userId: string;
  leagueUserId: string;
  username: string;
  draftOrder: number;
  picks: DraftPick[];
}

interface ArchivedUserNote {
  username: string;
  reason: string;
}

/**
 * One page of a draft run's audit log: lines `from` … `from + lines.length - 1` of `totalLines`
 * (GET /api/draft/runs/{leagueId}/{runId}/audit-log?from=&limit=).
 */
export interface AuditLogPage {
  runId: string;
  from: number;
  lines: string[];
  totalLines: number;
  /** Where the next page starts; null after the last line. */
  next: number | null;
}

/** A log as the answers that show one carry it: its first page, and the lines that warn not to execute (product.md §8.4) from all of it. */
export interface AuditLogHead extends AuditLogPage {
  conflicts: { count: number; first: string[] };
}

export interface Simulation {
  simulationId: string;
  ok: boolean;
  seed: string;
  draftResults: DraftResult[];
  auditLog: AuditLogHead;
  archivedUsers: ArchivedUserNote[];
  /**
   * The league's current simulation only (GET /api/draft/simulation/{leagueId}): present once
   * who drafts, or with which picks, changed since it ran; Execute would refuse it.
   */
  outOfDate?: SimulationChanges;
}

type Readiness = "No Picks" | "In Progress" | "Ready" | "Archived";

export interface DraftUser {
  id: string;
  userId: string;
  username: string;
  email: string;
  isAdmin: boolean;
  isActive: boolean;
  isArchived: boolean;
  archivedAt: string | null;
  archivedReason: string | null;
  tempPicksCount: number;
  /** Players from the main draft now scoring (a January replacement in a departed one's place). */
  finalPicksCount: number;
  /** The January window's extra pick, counted apart from the draft's three. */
  extraPicksCount: number;
  draftOrder: number | null;
  lastActivity: string;
  daysSinceLastActivity: number;
  readiness: Readiness;
  archivalGroup: ArchivalGroup | null;
}

export interface UserWithoutPicks {
  id: string;
  username: string;
  email: string;
  tempPicksCount: number;
  daysSinceLastActivity: number;
  archivalGroup: ArchivalGroup;
}

export type ExecutionType = "simulation" | "final_execution" | "re_execution";

export interface HistoryEntry {
  id: string;
  /** The main draft's run, or the January window draft's (product.md §10.12). */
  kind: "main" | "window";
  executionType: ExecutionType;
  status: "completed" | "failed" | "running";
  timestamp: string;
  participantCount: number;
  archivedUserCount: number;
  processingTimeMs: number | null;
  executedByUsername: string;
  seed: string;
  ok: boolean;
  error: string | null;
  /** How many took part in the results (GET …/runs/{leagueId}/{runId}/results reads them: a 10,000-member run's are 1.4 MB). */
  resultCount: number;
  auditLog: AuditLogHead;
}

export interface FinalAuditLog {
  /** The league's current picks came from the main draft, or from the January window draft after it. */
  kind: "main" | "window";
  executedBy: string;
  executedAt: string;
  participantCount: number;
  auditLog: AuditLogHead;
}

interface ExecuteAnswer {
  runId: string;
  archivedUsers: ArchivedUserNote[];
  executed: boolean;
}

/** The draft calls answer at once (202): the run to follow with the status call. */
export interface StartedRun {
  runId: string;
  kind: "simulation" | "execution";
  state: "running";
}

export interface RunProgress {
  step: number;
  of: number;
  label: string;
}

/** The status call's answer (functions/draft/run-status.ts). */
export interface DraftRunStatus {
  runId: string;
  kind: "simulation" | "execution";
  state: "running" | "succeeded" | "failed";
  progress: RunProgress;
  simulation?: Simulation;
  execution?: ExecuteAnswer;
  /** The confirm call's error body (product.md §7.5: error, details, code), with the status it stands for. */
  failure?: { status: number; error: string; details: string; code: string; message: string };
}

/** The answers that start no work: the route's state changed, nothing more to say. */
export interface Ok {
  ok: true;
}

/** Addresses ready to paste into a mail client ('a@x; b@y', product.md §3). */
export interface EmailList {
  emails: string;
  emailCount: number;
}

export interface ArchiveResult {
  archivedUsers: Array<{ id: string; username: string; reason: string }>;
}

export interface RestoreResult {
  restoredUsers: Array<{ id: string; username: string }>;
}

/** One of a member's drafted players (empty before the draft). */
export interface FinalPick {
  id: string;
  pickNumber: number;
  player: DraftPick;
}

/** The season's January window (product.md §10.11). */
export interface SeasonWindow {
  seasonName: string;
  opensAt: string;
  closesAt: string;
  /** Whether the creator set the deadline (otherwise the default of product.md §10.11). */
  isCustom: boolean;
}

/** GET /api/window/{leagueId}: the window as a member of the league sees it. */
export interface WindowView extends SeasonWindow {
  state: "upcoming" | "open" | "closed";
  takesPart: boolean;
  candidates: number[];
  revision: number;
  autoRunsAt: string;
  simulationRunId: string | null;
  executedRunId: string | null;
}

export interface SavedCandidates {
  saved: boolean;
  revision: number;
  candidates: number[];
}

/** A window draft run as its screens show it: each member's players after it, and the audit log. */
export interface WindowRun {
  runId: string;
  status: string;
  executedByUsername: string;
  createdAt: string;
  seed: string;
  error: string | null;
  results: Array<{ userId: string; leagueUserId: string; username: string; draftOrder: number; picks: DraftPick[] }>;
  auditLog: AuditLogHead;
}

export interface WindowDraft {
  simulation: WindowRun | null;
  execution: WindowRun | null;
}

export interface StartedWindowRun {
  runId: string;
  kind: "simulation" | "execution";
}

/** A window run's progress: running, finished with its run, or failed with the reason. */
export type WindowRunProgress =
  | { runId: string; state: "running" | "succeeded"; run: WindowRun | null }
  | { runId: string; state: "failed"; code: string; message: string };

/** One player on a leaderboard row, with how the pick arrived and its scoring window (product.md §10.12, §10.14). */
export interface BoardPick {
  playerId: number;
  playerName: string;
  teamName: string;
  teamShortName: string;
  position: string;
  status: string;
  kind: "draft" | "replacement" | "extra";
  fromGameweek: number;
  toGameweek?: number;
  endReason?: "departed" | "redraft";
  replaces?: number;
  gameweekGoals: number;
  seasonGoals: number;
}

/** product.md §3, Leaderboard entry (functions/leaderboard/board.ts). */
export interface BoardRow {
  position: number;
  userId: string;
  leagueUserId: string;
  username: string;
  /** Only in an admin's view of the real board. */
  userEmail?: string;
  isArchived: boolean;
  isSimulated: boolean;
  pickCount: number;
  pickStatus: { selectedCount: number; complete: boolean };
  picks: BoardPick[];
  currentGameweekGoals: number;
  totalGoals: number;
}

/** Each member's cumulative goals by gameweek, from the league's scoring start. */
export interface GoalRace {
  gameweeks: number[];
  series: Array<{ userId: string; username: string; cumulative: number[] }>;
}

/**
 * The current gameweek's matches being played now (kicked off, not yet over), from the stored
 * fixtures, each with the viewer's own players on either side and their goals in it.
 */
export interface LiveMatches {
  gameweek: number | null;
  matches: Array<{
    fixtureId: number;
    home: string;
    away: string;
    homeScore: number;
    awayScore: number;
    minute: number;
    myPlayers: Array<{ playerId: number; name: string; goals: number }>;
  }>;
}

export interface DashboardStats {
  currentGameweek: { id: number; name: string } | null;
  totalUsers: number;
  archivedUsers: number;
  /** Whether a draft was executed (its final audit log exists), so the dashboard asks for the log only then. */
  hasFinalDraft: boolean;
}

/** The site creator's look at the live feed beside our store (functions/feed/debug.ts). */
export interface CreatorDebug {
  ourGameweek: { id: number; name: string; updatedAt: string | null } | null;
  realGameweek: { id: number; name: string; finished: boolean } | null;
  feedError: string | null;
  /** The player's web name and club from our store (null for an id we do not hold). */
  gw3Scorers: Array<{ id: number; goals: number; name: string | null; teamName: string | null }>;
  ourPlayers: Array<{ id: number; web_name: string; teamName: string; goals_scored: number; now_cost: number }>;
  fplBootstrap: { current: { id: number; name: string; finished: boolean; is_current: boolean; deadline_time: string | null } | null };
}

/** 'added' when the e-mail already has an account; 'invited' until that e-mail first signs in. */
export type AddUserResult =
  { status: "added"; id: string; name: string; email: string } | { status: "invited"; name: string; email: string };

export interface TransferResult {
  ok: true;
  /** The membership in the target league (absent if it could not be read back). */
  id?: string;
  targetLeagueId: string;
}

/** Someone added by e-mail who has not signed in yet. */
export interface Invitation {
  email: string;
  name: string;
  createdAt: string;
}

/**
 * An invitation to the signed-in user's own e-mail that sign-in could not accept: its league went
 * live before they signed in, and they join it when it next opens for picks.
 */
export interface PendingInvitation {
  leagueId: string;
  leagueName: string;
  /** The name the admin typed for them: the one they will join under. */
  name: string;
  invitedBy: string;
  invitedAt: string;
}

/** A user's membership in one league, found by their sign-in id. */
export interface MemberOfUser {
  id: string;
  username: string;
  isAdmin: boolean;
}

export interface SeasonStatus {
  isDraftMode: boolean;
  seasonName: string;
}

/** A scorer's season goals (the players list's season column). */
export interface SeasonStat {
  playerId: number;
  playerName: string;
  seasonGoals: number;
}

/** A member's ranked list as stored: player ids with their rank. */
export interface TempPick {
  fplPlayerId: number;
  selectionOrder: number;
}

export interface SavedPicks {
  saved: boolean;
  revision: number;
  picks: TempPick[];
}

export interface OriginalSelection {
  id: string;
  selectionOrder: number;
  fplPlayerId: number;
  /** null for a player the feed no longer lists. */
  player: {
    webName: string;
    teamName: string;
    position: string;
    nowCost: number;
    goalsScored: number;
    goalsLastSeason: number | null;
  } | null;
}

export interface RandomPicks {
  picks: Array<{ playerId: number; player: Player }>;
  eligiblePlayersCount: number;
}

export interface CopyResult {
  copied: Array<{ leagueId: string; name: string }>;
  from: string;
  count: number;
}

/** How far each active member is with their list (draft mode; empty once live). */
export interface PickStatusEntry {
  userId: string;
  username: string;
  selectedCount: number;
}

export interface AppNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  actionUrl: string | null;
  leagueId: string | null;
}

/** How many members were short of 15 picks, and how many of them were told (once per day each). */
export interface PickRemindersResult {
  sent: number;
  considered: number;
}

export interface NotificationSettings {
  preferences: NotificationPreferences;
  email: { address: string | null; stopped: { reason: "bounce" | "complaint"; at: string } | null };
  push: { publicKey: string | null; devices: Array<{ id: string; userAgent: string | null; createdAt: string }> };
}

export interface ActivityEntry {
  id: string;
  leagueId: string;
  username: string;
  actionType: string;
  actionDetails: string;
  severity: Severity;
  category: Category;
  timestamp: string;
  ipAddress: string | null;
  userAgent: string | null;
  metadata: Record<string, unknown>;
}

/** One page of a log view, newest first. */
export interface LogPage<T> {
  entries: T[];
  /** Opaque; pass it back for the next (older) page. Null on the last page. */
  nextCursor: string | null;
  from: string;
  to: string;
}

export interface ApiLogView {
  /** API Gateway's request id. */
  id: string;
  method: string;
  endpoint: string;
  /** The declared route, e.g. `GET /api/leagues/{id}`. */
  route: string;
  userId: string | null;
  username: string;
  timestamp: string;
  status: number;
  userAction: string;
  /** Milliseconds. */
  duration: number;
  /** Bytes. */
  responseSize: number;
  errorMessage: string | null;
}

export interface ErrorEntry {
  id: string;
  type: string;
  message: string;
  endpoint: string;
  timestamp: string;
  stackTrace: string;
}

export interface TableSummary {
  name: string;
  rowCount: number;
}

export interface TablePage {
  rows: Array<Record<string, unknown>>;
  /** Where the next page starts (DynamoDB's cursor); null on the last page. */
  nextCursor: string | null;
}

export interface TopScorer {
  playerId: number;
  playerName: string;
  teamName: string;
  goalsScored: number;
}

export interface LeagueActivityEntry {
  id: string;
  actionType: string;
  username: string;
  timestamp: string;
  leagueId: string;
  actionDetails: string;
  metadata: unknown;
}

/** A season a league has finished (product.md §10.13), as the season picker lists it. */
export interface FinishedSeason {
  season: string;
  seasonName: string;
  finalGameweek: number;
  finishedAt: string;
}

/** The league's seasons: the one it plays and whether its admin may start the next, then the finished ones, newest first. */
export interface LeagueSeasons {
  current: {
    season: string;
    seasonName: string;
    isOver: boolean;
    /** The season the admin may start now, or null with the reason it is not offered. */
    nextSeason: string | null;
    notOfferedBecause?: "SEASON_NOT_OVER" | "NO_NEWER_SEASON";
  };
  past: FinishedSeason[];
}

/** A finished season, read back as it ended: the final table (leaderboard rows), the goal race and the executed drafts' audit logs. */
export interface PastSeason extends FinishedSeason {
  rows: BoardRow[];
  race: GoalRace;
  audits: FinalAuditLog[];
}

export interface StartedSeason {
  leagueId: string;
  season: string;
  seasonName: string;
  isDraftMode: boolean;
  previousSeason: string;
}

/** A league's live draft as the room shows it (product.md §10.15); `status: "none"` before any. */
export interface LiveDraftView {
  status: "none" | "scheduled" | "running" | "paused" | "done" | "cancelled";
  /** The server's clock when it answered: the room counts down from `deadline` corrected by the offset. */
  serverTime: number;
  version: number;
  draftId?: string;
  clock?: { name: string; overnightPause: boolean; turnMs: number };
  startsAt?: string;
  rounds: number;
  order: Array<{ participantId: string; username: string }>;
  picks: Array<{
    overall: number;
    round: number;
    slot: number;
    participantId: string;
    playerId: number | null;
    playerName?: string;
    team?: string;
    by: "member" | "admin" | "autopick";
    rank?: number;
    note?: string;
    /** The admin who made it for the member (`by: "admin"`): the member's room says who. */
    admin?: string;
  }>;
  /** The last pick an admin took back, and who (the draft's version after the undo): its member's room says so. */
  undone?: { overall: number; participantId: string; playerName: string; by: string; byParticipantId?: string; version: number };
  turn?: { overall: number; round: number; slot: number; participantId: string; username: string };
  deadline?: number;
  leftMs?: number;
  autopick: string[];
  /** The caller's own place in the draft, if they take part: who autopick would take for them now. */
  me?: {
    participantId: string;
    autopickOn: boolean;
    /** How many of the caller's turns are still to come: none once their three picks are in. */
    turnsLeft: number;
    wouldAutopick?: { playerId: number; name: string; team: string; reason: "ranked" | "best-available"; rank?: number };
  };
  isAdmin: boolean; /**
   * The participants with the room open now (a connection in the league's realtime room), read
   * with the draft by `GET …/live-draft` only; absent from the actions' answers.
   */
  present?: string[];
}
