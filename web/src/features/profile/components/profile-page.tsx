import { KeyRound, Settings } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { SignOutButton } from "@/features/profile/components/sign-out-button";
import { LOGOUT_URL } from "@/lib/paths";
import { useCurrentUser } from "@/lib/session/get-current-user";
import { useSelectedLeague } from "@/components/session/selected-league-provider";
import { AccountCard } from "./account-card";
import { DetailRow } from "./detail-row";
import { UsernameField } from "./username-field";
import { WrapAtDots } from "@/components/ui/wrap-at-dots";
import { useProfilePieces } from "@/features/profile/pieces";

/** /profile: who you are here, and where to change it. */
export function ProfilePage() {
  const { JoinLeagueCard } = useProfilePieces();
  const { user } = useCurrentUser();
  const { league, leagues } = useSelectedLeague();
  if (!user) return null;
  const username = league?.leagueUser.username ?? user.username;

  return (
    <div className="space-y-6">
      <div className="flex items-center gap-4">
        <span
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-navy-900 text-xl font-bold uppercase text-white"
          aria-hidden
        >
          {username.slice(0, 2)}
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">
            <WrapAtDots text={username} />
          </h1>
          <WrapAtDots text={user.email} className="block text-slate-500" />
        </div>
      </div>
      <AccountCard title="Profile" email={user.email}>
        <DetailRow label="Role">{league?.isAdmin ? "Administrator" : "League Member"}</DetailRow>
        <DetailRow label="Display name">
          <UsernameField username={username} />
        </DetailRow>
        <DetailRow label="Sign-in account">
          <span className="block">
            Treble never sees a password: your sign-in provider keeps your account, and resets passwords from its sign-in page.
          </span>
          <a href={LOGOUT_URL} className="mt-1 inline-flex items-center gap-1 font-semibold text-pitch-700 hover:underline">
            <KeyRound className="size-4" aria-hidden /> Sign in with another account
          </a>
        </DetailRow>
      </AccountCard>
      {leagues && leagues.length === 0 && <JoinLeagueCard />}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild variant="outline">
          <Link to="/profile-settings">
            <Settings /> Profile Settings
          </Link>
        </Button>
        <SignOutButton label="Sign out" variant="ghost" />
      </div>
    </div>
  );
}
