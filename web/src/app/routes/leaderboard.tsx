// The leaderboard screens (/, /leaderboard, /leaderboard-desktop): the board, with the league's own
// pieces, the window's card, the draft's log and the chat composed in (decision 0260, features hold their own code).
import { lazy, Suspense } from "react";
import type { UserLeague } from "@shared/types";
import { LeaderboardDesktopPage, LeaderboardPage } from "@/features/leaderboard/components/leaderboard-page";
import { LeaderboardPiecesProvider, type LeaderboardPieces } from "@/features/leaderboard/pieces";
import { LogBox } from "@/features/league-admin/components/draft/log-box";
import { useRevalidateLeague } from "@/features/league-admin/lib/draft/use-revalidate-league";
import { CopyInviteButton } from "@/features/leagues/components/copy-invite-button";
import { CreateLeagueDialog } from "@/features/leagues/components/create-league-dialog";
import { CreatedLeagueBanner } from "@/features/leagues/components/created-league-banner";
import { DeleteLeagueCard } from "@/features/leagues/components/delete-league-card";
import { JoinAnotherLeagueDialog } from "@/features/leagues/components/join-another-league-dialog";
import { LeagueHeader } from "@/features/leagues/components/league-header";
import { LeagueNameEditor } from "@/features/leagues/components/league-name-editor";
import { LeagueRoom } from "@/features/leagues/components/league-room";
import { MemberList } from "@/features/leagues/components/member-list";
import { PendingInvitationsNote } from "@/features/leagues/components/pending-invitations-note";
import { LeagueWindowCard } from "@/features/picks/components/window/league-window-card";

// The chat's code loads only where its column shows (a wide screen), after the board's.
const LazyChatColumn = lazy(async () => ({ default: (await import("@/features/chat/components/chat-column")).ChatColumn }));
const ChatColumn = ({ league }: { league: UserLeague }) => (
  <Suspense fallback={null}>
    <LazyChatColumn league={league} />
  </Suspense>
);

const pieces: LeaderboardPieces = {
  LeagueHeader,
  CreatedLeagueBanner,
  LeagueRoom,
  MemberList,
  DeleteLeagueCard,
  CopyInviteButton,
  CreateLeagueDialog,
  JoinAnotherLeagueDialog,
  LeagueNameEditor,
  PendingInvitationsNote,
  LeagueWindowCard,
  LogBox,
  ChatColumn,
  useRevalidateLeague,
};

export const LeaderboardRoute = () => (
  <LeaderboardPiecesProvider pieces={pieces}>
    <LeaderboardPage />
  </LeaderboardPiecesProvider>
);

export const LeaderboardDesktopRoute = () => (
  <LeaderboardPiecesProvider pieces={pieces}>
    <LeaderboardDesktopPage />
  </LeaderboardPiecesProvider>
);
