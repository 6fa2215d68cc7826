import type { ComponentType } from "react";
import type { AuditLogHead, BoardPick, BoardRow } from "@shared/contract/responses";
import { definePieces } from "@/lib/pieces";

/** What the picks screens show of other features: the league's board (who holds whom) and the draft's log. */
export interface PicksPieces {
  useLeaderboard: (leagueId: string | undefined) => { rows: BoardRow[] | undefined; error: unknown };
  pickWindowText: (pick: Pick<BoardPick, "fromGameweek" | "toGameweek">) => string;
  LogBox: ComponentType<{ log: AuditLogHead; leagueId: string; label: string; rows?: number }>;
}

export const { PiecesProvider: PicksPiecesProvider, usePieces: usePicksPieces } = definePieces<PicksPieces>("picks");
