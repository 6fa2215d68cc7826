/**
 * The draft API's answers (spec calls §7.5, functions/draft), declared once beside the route
 * contract so the SPA client's response types come from here and cannot drift per screen.
 */
import type { ArchivalGroup } from "../draft-rules";

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

export interface ArchivedUserNote {
  username: string;
  reason: string;
}

export interface Simulation {
  simulationId: string;
  ok: boolean;
  seed: string;
  draftResults: DraftResult[];
  auditLog: string;
  archivedUsers: ArchivedUserNote[];
}

export type Readiness = "No Picks" | "In Progress" | "Ready" | "Archived";

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
  finalPicksCount: number;
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
  draftResults: DraftResult[];
  auditLog: string;
}

export interface FinalAuditLog {
  executedBy: string;
  executedAt: string;
  participantCount: number;
  auditLog: string;
}

export interface ExecuteAnswer {
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
  /** The confirm call's error body (spec §7.5: error, details, code), with the status it stands for. */
  failure?: { status: number; error: string; details: string; code: string; message: string };
}

/** A season a league has finished (decision 13), as the season picker lists it. */
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
export interface PastSeason<Row = unknown> extends FinishedSeason {
  rows: Row[];
  race: { gameweeks: number[]; series: Array<{ userId: string; username: string; cumulative: number[] }> };
  audits: Array<FinalAuditLog & { kind: "main" | "window" }>;
}

export interface StartedSeason {
  leagueId: string;
  season: string;
  seasonName: string;
  isDraftMode: boolean;
  previousSeason: string;
}
