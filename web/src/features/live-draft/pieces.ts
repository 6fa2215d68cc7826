import type { ComponentType } from "react";
import type { PlayerFilter } from "@shared/player-filter";
import { definePieces } from "@/lib/pieces";

/** What the draft room shows of other features: the picks screens' player filters. */
export interface LiveDraftPieces {
  PlayerFilters: ComponentType<{ filter: PlayerFilter; teams: string[]; onChange: (filter: PlayerFilter) => void }>;
}

export const { PiecesProvider: LiveDraftPiecesProvider, usePieces: useLiveDraftPieces } = definePieces<LiveDraftPieces>("live-draft");
