import { useState, type ReactNode } from "react";
import type { UserLeague } from "@shared/types";
import { useLeagueSeasons } from "../api/seasons";
import { PastSeasonView } from "./past-season-view";
import { SeasonPicker } from "./season-picker";
import { StartSeasonCard } from "./start-season-card";

/**
 * The leaderboard's seasons (product.md §10.13): once a league has finished a season, a picker above
 * the board switches between the current season (`children`) and a finished one's final table;
 * when the season is over, the card to start the next one.
 */
export function SeasonBoard({ league, layout, children }: { league: UserLeague; layout: "desktop" | "phone"; children: ReactNode }) {
  const { seasons, mutate } = useLeagueSeasons(league.id);
  const [viewed, setViewed] = useState<{ leagueId: string; season: string } | undefined>(undefined);
  const season = viewed?.leagueId === league.id && seasons?.past.some((s) => s.season === viewed.season) ? viewed.season : undefined;
  return (
    <>
      {seasons && !season && <StartSeasonCard league={league} seasons={seasons} onStarted={() => void mutate()} />}
      {seasons && seasons.past.length > 0 && (
        <SeasonPicker seasons={seasons} value={season} onChange={(s) => setViewed(s ? { leagueId: league.id, season: s } : undefined)} />
      )}
      {season ? <PastSeasonView league={league} season={season} layout={layout} /> : children}
    </>
  );
}
