// The live draft room (/draft-room), with the picks screens' player filters composed in
// (decision 0260, features hold their own code).
import { LiveDraftPage } from "@/features/live-draft/components/live-draft-page";
import { LiveDraftPiecesProvider, type LiveDraftPieces } from "@/features/live-draft/pieces";
import { PlayerFilters } from "@/features/picks/components/player-filters";

const pieces: LiveDraftPieces = { PlayerFilters };

export const LiveDraftRoute = () => (
  <LiveDraftPiecesProvider pieces={pieces}>
    <LiveDraftPage />
  </LiveDraftPiecesProvider>
);
