import type { ComponentType } from "react";
import { definePieces } from "@/lib/pieces";

/** What the profile screens show of other features: joining a league, the notification settings. */
export interface ProfilePieces {
  JoinLeagueCard: ComponentType;
  NotificationPreferencesCard: ComponentType;
  UnsubscribeNotice: ComponentType<{ onDone?: () => void }>;
  useNotificationSettings: () => { mutate: () => Promise<unknown> };
}

export const { PiecesProvider: ProfilePiecesProvider, usePieces: useProfilePieces } = definePieces<ProfilePieces>("profile");
