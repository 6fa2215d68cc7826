import type { ComponentType, ReactElement, ReactNode } from "react";
import type { AuditLogHead } from "@shared/contract/responses";
import type { UserLeague } from "@shared/types";
import { definePieces } from "@/lib/pieces";

/** What the leaderboard shows of other features: the league's own pieces, the window's card, the draft's log, the chat. */
export interface LeaderboardPieces {
  LeagueHeader: ComponentType<{ league: UserLeague; children?: ReactNode }>;
  CreatedLeagueBanner: ComponentType;
  LeagueRoom: ComponentType<{ leagueId: string; version: string }>;
  MemberList: ComponentType<{ league: UserLeague }>;
  DeleteLeagueCard: ComponentType<{ league: UserLeague }>;
  CopyInviteButton: ComponentType<{ code: string; compact?: boolean }>;
  CreateLeagueDialog: ComponentType<{ trigger: ReactElement }>;
  JoinAnotherLeagueDialog: ComponentType<{ trigger: ReactElement }>;
  LeagueNameEditor: ComponentType<{ league: UserLeague; compact?: boolean }>;
  PendingInvitationsNote: ComponentType;
  LeagueWindowCard: ComponentType<{ league: UserLeague }>;
  LogBox: ComponentType<{ log: AuditLogHead; leagueId: string; label: string; rows?: number }>;
  /** The league's chat, a column beside the board on a wide screen. */
  ChatColumn: ComponentType<{ league: UserLeague }>;
  /** After starting a season: re-read the league list and every view keyed by the league. */
  useRevalidateLeague: (leagueId: string) => () => Promise<unknown>;
}

export const { PiecesProvider: LeaderboardPiecesProvider, usePieces: useLeaderboardPieces } =
  definePieces<LeaderboardPieces>("leaderboard");
