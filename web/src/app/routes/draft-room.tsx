// The live draft room (/draft-room), with the picks screens' player filters composed in
// (decision 0260, features hold their own code).
import { DraftRoomPage } from "@/features/draft-room/components/draft-room-page";
import { DraftRoomPiecesProvider, type DraftRoomPieces } from "@/features/draft-room/pieces";
import { PlayerFilters } from "@/features/picks/components/player-filters";

const pieces: DraftRoomPieces = { PlayerFilters };

export const DraftRoomRoute = () => (
  <DraftRoomPiecesProvider pieces={pieces}>
    <DraftRoomPage />
  </DraftRoomPiecesProvider>
);
