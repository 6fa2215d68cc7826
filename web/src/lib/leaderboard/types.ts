/** Answer shapes of the leaderboard calls (functions/leaderboard/board.ts), as the SPA reads them. */
export interface BoardPick {
  playerId: number;
  playerName: string;
  teamName: string;
  teamShortName: string;
  position: string;
  status: string;
  /** How the pick arrived, and its scoring window (product decisions 12, 14). */
  kind: "draft" | "replacement" | "extra";
  fromGameweek: number;
  toGameweek?: number;
  endReason?: "departed" | "redraft";
  replaces?: number;
  gameweekGoals: number;
  seasonGoals: number;
}

export interface BoardRow {
  position: number;
  userId: string;
  leagueUserId: string;
  username: string;
  userEmail?: string;
  isArchived: boolean;
  isSimulated: boolean;
  pickCount: number;
  pickStatus: { selectedCount: number; complete: boolean };
  picks: BoardPick[];
  currentGameweekGoals: number;
  totalGoals: number;
}

export interface GoalRace {
  gameweeks: number[];
  series: Array<{ userId: string; username: string; cumulative: number[] }>;
}

export type { FinalAuditLog } from "@shared/contract/responses";
