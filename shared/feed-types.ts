/** Answer shapes of the feed calls (product.md §7.4, §7.6, §7.7), shared by the functions and the SPA. */
export interface Player {
  id: number;
  webName: string;
  firstName: string;
  secondName: string;
  teamName: string;
  position: string;
  goalsScored: number;
  /** Tenths of £1m, as the feed gives it; shown as £x.xm. */
  nowCost: number;
  /** a available, d doubtful, i injured, s suspended, u left the league, n not in squad. */
  status: string;
  /** The feed's news line about the player's status ("Hamstring injury - 75% chance of playing"); empty when fit. */
  news: string;
  /** null until fetched; 0 when the player has no record of last season. */
  goalsLastSeason: number | null;
}

export interface GameweekView {
  id: number;
  name: string;
  isCurrent: boolean;
  isNext: boolean;
  isFinished: boolean;
  deadlineTime: string | null;
}

export interface GoalScorer {
  playerId: number;
  playerName: string;
  teamName: string;
  position: string;
  currentGameweekGoals: number;
  totalGoals: number;
}

export interface RefreshStatus {
  lastGoalsRefresh: string | null;
  /** Changes only when a refresh changed stored feed data: what open screens reload on (decision 0052, a feed data version). */
  dataVersion: string | null;
  lastRefreshSource: "external_api" | "manual" | null;
  lastRefreshDuration: number | null;
  /** The latest attempt, which may have failed after the last good refresh. */
  lastAttempt: { at: string; status: "ok" | "failed"; reason: string | null } | null;
}

export interface VerificationPlayer {
  playerId: number;
  playerName: string;
  teamName: string;
  totalGoals: number;
  currentGameweekGoals: number;
  /** Tenths of £1m (product.md §3). */
  price: number;
}

export interface RefreshRunView {
  runId: string;
  kind: "players" | "goals";
  source: "external_api" | "manual";
  status: "ok" | "failed";
  reason: string | null;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  feedCalls: number;
  reads: number;
  writes: number;
  steps: Array<{ at: string; message: string }>;
}

/** One field on which the live feed and our store disagree for one player (the verification screen). */
export interface FeedDifference {
  playerId: number;
  playerName: string;
  teamName: string;
  field: "Season goals" | "Price" | "Name" | "Team" | "Status" | "Only in the feed" | "Only in our database";
  feed: string | number | null;
  ours: string | number | null;
}

export interface GameweekSummary {
  id: number;
  name: string;
  isCurrent: boolean;
}

/** GET /api/verification/compare: the live feed (read at `fetchedAt`) against our store, player by player. */
export interface FeedComparison {
  fetchedAt: string | null;
  /** Why the feed could not be read; the rest then describes our store only. */
  feedError: string | null;
  liveGameweek: GameweekSummary | null;
  ourGameweek: GameweekSummary | null;
  comparedPlayers: number;
  goalsMatch: boolean;
  priceMatch: boolean;
  differences: FeedDifference[];
  /** The feed's own reading of every player, for the sample card. */
  feedPlayers: Array<{ id: number; webName: string; teamName: string; goalsScored: number; nowCost: number }>;
}

/** A refresh call's answer (202): the run to follow, which may be one already running (`joined`). */
export interface StartedRefresh {
  runId: string;
  kind: "players" | "goals";
  state: "running";
  joined: boolean;
}

/** GET /api/system/refresh-runs/{runId}: the steps so far while it runs, the run's record once it ended. */
export interface RefreshRunStatus {
  runId: string;
  kind: "players" | "goals";
  state: "running" | "succeeded" | "failed";
  startedAt: string;
  steps: Array<{ at: string; message: string }>;
  run?: RefreshRunView;
}
