import { LayoutDashboard, ListOrdered, Trophy, User, UserPlus } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/lib/session/get-current-user";
import { ModeBadge } from "@/components/ui/mode-badge";
import { useSelectedLeague } from "@/components/session/selected-league-provider";
import { CommunityChatCard } from "./community-chat-card";
import { HomeTile } from "./home-tile";
import { LeagueStatusCard } from "./league-status-card";
import { useHomePieces } from "@/features/home/pieces";

/** /home: a welcome, the selected league's status, the community chat card, and tiles to the main screens. */
export function HomePage() {
  const { DeadlineCountdown, JoinLeagueCard } = useHomePieces();
  const { user } = useCurrentUser();
  const { league, isLoading } = useSelectedLeague();
  const name = league?.leagueUser.username ?? user?.username ?? user?.firstName;

  return (
    <div className="space-y-6">
      <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-navy-900 via-navy-800 to-pitch-900 p-6 text-white shadow-lg sm:p-8">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Welcome back, {name}!</h1>
          {league && <ModeBadge isDraftMode={league.isDraftMode} draftLabel="Draft Mode" liveLabel="Live" />}
        </div>
        <p className="mt-2 max-w-xl text-navy-100">
          {league
            ? `You're looking at ${league.name}. Keep an eye on the table and your friends' picks.`
            : "Join a league with a code from a friend, or create your own to get started."}
        </p>
      </section>

      <DeadlineCountdown />

      {isLoading ? <Skeleton className="h-40 rounded-2xl" /> : league ? <LeagueStatusCard league={league} /> : <JoinLeagueCard />}

      {league && <CommunityChatCard league={league} />}

      {league?.isAdmin && (
        <HomeTile
          to="/dashboard"
          icon={LayoutDashboard}
          title="Admin Panel"
          text="Run the draft, switch the season mode and manage members."
        />
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <HomeTile to="/leaderboard" icon={Trophy} title="Leaderboard" text="Standings, members and invite links for your league." />
        {league && (
          <HomeTile
            to="/original-picks"
            icon={ListOrdered}
            title="My Picks"
            text={league.isDraftMode ? "Your 15 ranked players for the draft." : "The players the draft gave you, and their goals."}
          />
        )}
        <HomeTile to="/profile" icon={User} title="Profile" text="Your display name and account details." />
        {!league && !isLoading && (
          <HomeTile to="/join-league" icon={UserPlus} title="Join League" text="Enter a 6-character code to join." />
        )}
      </div>
    </div>
  );
}
