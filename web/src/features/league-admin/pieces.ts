import type { ComponentType } from "react";
import type { OriginalSelection } from "@shared/contract/responses";
import type { UserLeague } from "@shared/types";
import { definePieces } from "@/lib/pieces";

/** What the league admin screens show of other features: deleting the league, a member's original picks. */
export interface LeagueAdminPieces {
  DeleteLeagueCard: ComponentType<{ league: UserLeague }>;
  useOriginalSelections: (leagueUserId: string | undefined) => { selections: OriginalSelection[] | undefined; error: unknown };
}

export const { PiecesProvider: LeagueAdminPiecesProvider, usePieces: useLeagueAdminPieces } =
  definePieces<LeagueAdminPieces>("league-admin");
