import type { ComponentType } from "react";
import { definePieces } from "@/lib/pieces";

/** What the creator's screens show of other features: the window's deadline, the stored players. */
export interface CreatorPieces {
  WindowDeadlineCard: ComponentType;
  usePlayers: () => { players: readonly unknown[] | undefined };
  statusLabel: (status: string) => string;
}

export const { PiecesProvider: CreatorPiecesProvider, usePieces: useCreatorPieces } = definePieces<CreatorPieces>("creator");
