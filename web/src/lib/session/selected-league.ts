import { DEFAULT_PREFERRED_LEAGUE } from "@shared/constants";
import { pickDefaultLeague } from "@shared/league-rules";

export const SELECTED_LEAGUE_KEY = "selectedLeagueId";

/**
 * Which league the screens show: the remembered one; a remembered league that is gone falls
 * back to the first listed (product.md §3); nothing remembered uses the preferred-name default.
 */
export function resolveSelectedLeague<T extends { id: string; name: string }>(leagues: T[], storedId: string | null): T | undefined {
  if (storedId && !leagues.some((league) => league.id === storedId)) return leagues[0];
  return pickDefaultLeague(leagues, storedId, DEFAULT_PREFERRED_LEAGUE);
}
