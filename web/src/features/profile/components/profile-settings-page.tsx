import { SignOutButton } from "@/features/profile/components/sign-out-button";
import { useCurrentUser } from "@/lib/session/get-current-user";
import { useSelectedLeague } from "@/components/session/selected-league-provider";
import { AdminBadge } from "@/components/ui/mode-badge";
import { DeleteProfileButton } from "./delete-profile-button";
import { AccountCard } from "./account-card";
import { DetailRow } from "./detail-row";
import { UsernameField } from "./username-field";
import { useProfilePieces } from "@/features/profile/pieces";

/** /profile-settings: account details, the display name, notifications, and the Danger Zone. */
export function ProfileSettingsPage() {
  const { NotificationPreferencesCard, UnsubscribeNotice, useNotificationSettings } = useProfilePieces();
  const { user } = useCurrentUser();
  const { mutate: reloadNotificationSettings } = useNotificationSettings();
  const { league } = useSelectedLeague();
  if (!user) return null;
  const username = league?.leagueUser.username ?? user.username;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Profile Settings</h1>
        <p className="mt-1 text-slate-600">Manage your account and how other players see you.</p>
      </div>
      <UnsubscribeNotice onDone={() => void reloadNotificationSettings()} />
      <AccountCard title="Account" email={user.email}>
        <DetailRow label="Username">
          <UsernameField username={username} emptyIsError />
        </DetailRow>
        <DetailRow label="Account ID">
          <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">{user.id}</code>
        </DetailRow>
        <DetailRow label="Admin status">
          {league?.isAdmin ? (
            <span className="inline-flex items-center gap-2">
              <AdminBadge /> in {league.name}
            </span>
          ) : (
            "League Member"
          )}
        </DetailRow>
      </AccountCard>
      <NotificationPreferencesCard />
      <section className="rounded-2xl border border-red-200 bg-red-50/50 p-5">
        <h2 className="text-base font-semibold text-red-800">Danger Zone</h2>
        <p className="mt-1 text-sm text-red-700">Deleting your profile removes you from every league. This cannot be undone.</p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <DeleteProfileButton />
          <SignOutButton label="Logout" variant="outline" />
        </div>
      </section>
    </div>
  );
}
