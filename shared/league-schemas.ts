import * as z from "zod/mini";
import { LEAGUE_NAME_MAX, USERNAME_MAX } from "./constants";
import { isValidLeagueCode, normalizeLeagueCode } from "./league-code";
import { leagueId, noControl } from "./contract/inputs";
import { problems } from "./messages";

/** The leagues' inputs: creating, renaming and joining a league, the season toggle and display names. */

const leagueNameSchema = z
  .string({ error: problems.leagueNameRequired.line })
  .check(
    z.trim(),
    z.minLength(1, problems.leagueNameRequired.line),
    z.maxLength(LEAGUE_NAME_MAX, `League name must be at most ${LEAGUE_NAME_MAX} characters`),
    z.refine(noControl, "League name cannot contain control characters"),
  );

const usernameSchema = z
  .string({ error: problems.usernameRequired.line })
  .check(
    z.trim(),
    z.minLength(1, problems.usernameRequired.line),
    z.maxLength(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`),
    z.refine(noControl, "Username cannot contain control characters"),
  );

export const leagueCodeSchema = z
  .pipe(
    z.string({ error: problems.leagueCodeRequired.line }).check(z.maxLength(64, problems.leagueCodeUnknown.line)),
    z.transform(normalizeLeagueCode),
  )
  .check(
    z.refine((c: string) => c.length > 0, problems.leagueCodeRequired.line),
    z.refine(isValidLeagueCode, problems.leagueCodeUnknown.line),
  );

export const createLeagueBody = z.strictObject({ name: leagueNameSchema });
export const renameLeagueBody = z.strictObject({ name: leagueNameSchema });
export const joinByCodeBody = z.strictObject({ username: z.optional(usernameSchema) });
export const joinBody = z.strictObject({ code: leagueCodeSchema, username: z.optional(usernameSchema) });
export const toggleSeasonBody = z.strictObject({ leagueId });
export const updateUsernameBody = z.strictObject({
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, problems.usernameEmpty.line),
      z.maxLength(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`),
      z.refine(noControl, "Username cannot contain control characters"),
    ),
  leagueId: z.optional(leagueId),
});
