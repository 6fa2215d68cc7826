import * as z from "zod/mini";
import { createLeagueBody, joinBody, joinByCodeBody, renameLeagueBody, toggleSeasonBody, updateUsernameBody } from "../../league-schemas";
import { codeParam, id, leagueQuery, pathOf } from "../inputs";
import type { GroupRequests } from "../routes";

/** A season as its label names it ("2024/25"). */
const seasonLabel = z.string({ error: "Season is required" }).check(z.regex(/^\d{4}\/\d{2}$/, "Season must be a label such as 2024/25"));

/** The leagues routes' request half (leagues, joining, seasons): their schemas, by the names of shared/contract/routes.ts. */
export const leaguesRequests = {
  create: { body: createLeagueBody },
  join: { body: joinBody },
  lookup: { params: z.object({ id: codeParam }) },
  rename: { params: pathOf("id"), body: renameLeagueBody },
  remove: { params: pathOf("id") },
  joinByCode: { params: z.object({ id: codeParam }), body: joinByCodeBody },
  members: { params: pathOf("id") },
  seasonStatus: { query: leagueQuery },
  toggleSeasonMode: { body: toggleSeasonBody },
  updateUsername: { body: updateUsernameBody },
  memberByAuth: { params: z.object({ authUserId: id("User id") }), query: leagueQuery },
  seasons: { params: pathOf("id") },
  pastSeason: { params: pathOf("id"), query: z.strictObject({ season: seasonLabel }) },
  startNextSeason: { params: pathOf("id") },
} satisfies GroupRequests<"leagues">;
