import * as z from "zod/mini";
import { gameweekParam, id, leagueQuery, optionalLeagueBody } from "../inputs";
import type { GroupRequests } from "../routes";

/** The feed routes' request half (players, gameweeks, scorers and the feed refresh): their schemas, by the names of shared/contract/routes.ts. */
export const feedRequests = {
  players: { query: leagueQuery },
  seasonStats: { query: leagueQuery },
  gameweeks: { query: leagueQuery },
  currentGameweek: {},
  gameweekScorers: { params: z.object({ id: gameweekParam }), query: leagueQuery },
  goalScorers: { query: leagueQuery },
  refreshStatus: {},
  verificationPlayers: {},
  verificationCompare: {},
  creatorDebug: {},
  refreshData: { body: optionalLeagueBody },
  creatorRefreshPlayers: {},
  creatorRefreshGoals: {},
  refreshRun: { params: z.object({ runId: id("Run id") }) },
} satisfies GroupRequests<"feed">;
