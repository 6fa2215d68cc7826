// The picks screens (/register, /original-picks, /window), with the league's board and the draft's
// log composed in (decision 0260, features hold their own code).
import { useLeaderboard } from "@/features/leaderboard/api/get-leaderboard";
import { pickWindowText } from "@/features/leaderboard/lib/scoring-window";
import { LogBox } from "@/features/league-admin/components/draft/log-box";
import { OriginalPicksPage } from "@/features/picks/components/original-picks-page";
import { RegisterPage } from "@/features/picks/components/register-page";
import { WindowPage } from "@/features/picks/components/window/window-page";
import { PicksPiecesProvider, type PicksPieces } from "@/features/picks/pieces";

const pieces: PicksPieces = { useLeaderboard, pickWindowText, LogBox };

export const RegisterRoute = () => (
  <PicksPiecesProvider pieces={pieces}>
    <RegisterPage />
  </PicksPiecesProvider>
);

export const OriginalPicksRoute = () => (
  <PicksPiecesProvider pieces={pieces}>
    <OriginalPicksPage />
  </PicksPiecesProvider>
);

export const WindowRoute = () => (
  <PicksPiecesProvider pieces={pieces}>
    <WindowPage />
  </PicksPiecesProvider>
);
