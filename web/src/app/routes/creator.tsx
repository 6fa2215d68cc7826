// The creator's screens (/creator, /verification), with the window's deadline and the stored players
// composed in (decision 0260, features hold their own code).
import { CreatorPage } from "@/features/creator/components/creator-page";
import { VerificationPage } from "@/features/creator/components/verification/verification-page";
import { CreatorPiecesProvider, type CreatorPieces } from "@/features/creator/pieces";
import { usePlayers } from "@/features/picks/api/get-players";
import { statusLabel } from "@/features/picks/lib/player-status";
import { WindowDeadlineCard } from "@/features/picks/components/window/window-deadline-card";

const pieces: CreatorPieces = { WindowDeadlineCard, usePlayers, statusLabel };

export const CreatorRoute = () => (
  <CreatorPiecesProvider pieces={pieces}>
    <CreatorPage />
  </CreatorPiecesProvider>
);

export const VerificationRoute = () => (
  <CreatorPiecesProvider pieces={pieces}>
    <VerificationPage />
  </CreatorPiecesProvider>
);
