// The home screen (/home), with the league's invite and join cards and the leaderboard's deadline
// countdown composed in (decision 0260, features hold their own code).
import { HomePage } from "@/features/home/components/home-page";
import { HomePiecesProvider, type HomePieces } from "@/features/home/pieces";
import { DeadlineCountdown } from "@/features/leaderboard/components/deadline-countdown";
import { CopyInviteButton } from "@/features/leagues/components/copy-invite-button";
import { JoinLeagueCard } from "@/features/leagues/components/join-league-card";

const pieces: HomePieces = { CopyInviteButton, DeadlineCountdown, JoinLeagueCard };

export const HomeRoute = () => (
  <HomePiecesProvider pieces={pieces}>
    <HomePage />
  </HomePiecesProvider>
);
