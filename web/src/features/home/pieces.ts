import type { ComponentType } from "react";
import { definePieces } from "@/lib/pieces";

/** What the home screen shows of other features. */
export interface HomePieces {
  CopyInviteButton: ComponentType<{ code: string; compact?: boolean }>;
  DeadlineCountdown: ComponentType<{ className?: string }>;
  JoinLeagueCard: ComponentType;
}

export const { PiecesProvider: HomePiecesProvider, usePieces: useHomePieces } = definePieces<HomePieces>("home");
