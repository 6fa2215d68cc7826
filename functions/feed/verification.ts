import type { FeedComparison, GameweekSummary } from "../../shared/feed-types";
import { listGameweeks, listPlayers } from "../data/stores/feed-store";
import { recordsFromBootstrap } from "./bootstrap-records";
import { comparePlayers } from "./compare-feed";
import { liveBootstrap } from "./live-feed";

const summary = (g: { gameweekId: number; name: string; isCurrent: boolean } | undefined): GameweekSummary | null =>
  g ? { id: g.gameweekId, name: g.name, isCurrent: g.isCurrent } : null;

/**
 * The verification screen: the live feed (read through the feed client, at most once a minute)
 * against what the refreshes stored. A feed that cannot be read is said so, with the reason, and
 * nothing is claimed to match.
 */
export async function feedComparison(): Promise<FeedComparison> {
  const [gameweeks, players] = await Promise.all([listGameweeks(), listPlayers()]);
  const ourGameweek = summary(gameweeks.find((g) => g.isCurrent));
  try {
    const { bootstrap, fetchedAt } = await liveBootstrap();
    const live = recordsFromBootstrap(bootstrap);
    return {
      fetchedAt,
      feedError: null,
      liveGameweek: summary(live.gameweeks.find((g) => g.isCurrent)),
      ourGameweek,
      ...comparePlayers(live.players, players),
      feedPlayers: live.players.map((p) => ({
        id: p.playerId,
        webName: p.webName,
        teamName: p.teamName,
        goalsScored: p.goalsScored,
        nowCost: p.nowCost,
      })),
    };
  } catch (error) {
    return {
      fetchedAt: null,
      feedError: (error as Error).message,
      liveGameweek: null,
      ourGameweek,
      comparedPlayers: 0,
      goalsMatch: false,
      priceMatch: false,
      differences: [],
      feedPlayers: [],
    };
  }
}
