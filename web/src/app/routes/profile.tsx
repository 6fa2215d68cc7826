// The profile screens (/profile, /profile-settings), with joining a league and the notification
// settings composed in (decision 0260, features hold their own code).
import { JoinLeagueCard } from "@/features/leagues/components/join-league-card";
import { NotificationPreferencesCard } from "@/features/notifications/components/notification-preferences-card";
import { UnsubscribeNotice } from "@/features/notifications/components/unsubscribe-notice";
import { useNotificationSettings } from "@/features/notifications/lib/notification-settings";
import { ProfilePage } from "@/features/profile/components/profile-page";
import { ProfileSettingsPage } from "@/features/profile/components/profile-settings-page";
import { ProfilePiecesProvider, type ProfilePieces } from "@/features/profile/pieces";

const pieces: ProfilePieces = { JoinLeagueCard, NotificationPreferencesCard, UnsubscribeNotice, useNotificationSettings };

export const ProfileRoute = () => (
  <ProfilePiecesProvider pieces={pieces}>
    <ProfilePage />
  </ProfilePiecesProvider>
);

export const ProfileSettingsRoute = () => (
  <ProfilePiecesProvider pieces={pieces}>
    <ProfileSettingsPage />
  </ProfilePiecesProvider>
);
