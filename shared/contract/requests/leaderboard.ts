import * as z from "zod/mini";
import { gameweekParam, leagueId, leagueQuery } from "../inputs";
import type { GroupRequests } from "../routes";

/** The leaderboard routes' request half (the boards): their schemas, by the names of shared/contract/routes.ts. */
export const leaderboardRequests = {
  leaderboard: { query: z.strictObject({ leagueId: z.optional(leagueId), simulation: z.optional(z.enum(["true", "false"])) }) },
  race: { query: leagueQuery },
  gameweekBoard: { params: z.object({ gameweekId: gameweekParam }), query: leagueQuery },
  dashboardStats: { query: leagueQuery },
  liveMatches: { query: leagueQuery },
} satisfies GroupRequests<"leaderboard">;
