import { z } from "zod";
import { LEAGUE_NAME_MAX, USERNAME_MAX } from "./constants";
import { isValidLeagueCode, normalizeLeagueCode } from "./league-code";

/** One schema per input, used by both the API (validation) and the SPA (forms). */
export const leagueNameSchema = z
  .string({ error: "League name required - Please enter a name for your league." })
  .trim()
  .min(1, "League name required - Please enter a name for your league.")
  .max(LEAGUE_NAME_MAX, `League name must be at most ${LEAGUE_NAME_MAX} characters`);

export const usernameSchema = z
  .string({ error: "Username Required: Please enter a username to join the league." })
  .trim()
  .min(1, "Username Required: Please enter a username to join the league.")
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`);

export const leagueCodeSchema = z
  .string({ error: "League code required - Please enter a 6-character league code." })
  .transform(normalizeLeagueCode)
  .refine((c) => c.length > 0, "League code required - Please enter a 6-character league code.")
  .refine(isValidLeagueCode, "League not found");

export const createLeagueBody = z.object({ name: leagueNameSchema }).strict();
export const renameLeagueBody = z.object({ name: leagueNameSchema }).strict();
export const joinByCodeBody = z.object({ username: usernameSchema.optional() }).strict();
export const joinBody = z.object({ code: leagueCodeSchema, username: usernameSchema.optional() }).strict();
export const toggleSeasonBody = z.object({ leagueId: z.string().min(1).max(64) }).strict();
export const updateUsernameBody = z
  .object({
    username: z.string().trim().min(1, "Username cannot be empty").max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`),
    leagueId: z.string().min(1).max(64).optional(),
  })
  .strict();

const playerId = z.number({ error: "Player ids must be numbers" }).int().positive();
const leagueId = z.string().min(1).max(64);
/** Revisions order saves from one browser: an older save must never overwrite a newer one. */
const revision = z.number().int().nonnegative().optional();

export const savePicksBody = z.object({ picks: z.array(playerId).max(15, "You can select at most 15 players."), revision }).strict();
export const registerPicksBody = z
  .object({ picks: z.array(playerId).length(15, "Please select exactly 15 players before saving."), leagueId, revision })
  .strict();
export const copySelectionsBody = z
  .object({ targetLeagueIds: z.array(leagueId).min(1, "Please select at least one league to copy to.").max(50) })
  .strict();

export const leagueIdBody = z.object({ leagueId }).strict();
/** draftResults and auditLog are what the admin reviewed; the server executes its own stored copy. */
export const confirmDraftBody = z
  .object({ leagueId, archiveUsers: z.boolean().optional(), draftResults: z.unknown().optional(), auditLog: z.string().max(2_000_000).optional() })
  .strict();
export const archiveUsersBody = z
  .object({
    userIds: z.array(z.string().min(1).max(64)).min(1, "Select at least one user to archive.").max(500),
    reason: z.string().trim().min(1, "Please give a reason for archiving.").max(200).optional(),
  })
  .strict();

/** Add User (spec §5): both fields required after trimming; one message for either missing. */
export const addLeagueUserBody = z
  .object({
    name: z.string({ error: "Please fill in all fields" }).trim().min(1, "Please fill in all fields").max(USERNAME_MAX, `Name must be at most ${USERNAME_MAX} characters`),
    email: z
      .string({ error: "Please fill in all fields" })
      .trim()
      .min(1, "Please fill in all fields")
      .max(254)
      .pipe(z.email({ error: "Please enter a valid e-mail address" }))
      .transform((e) => e.toLowerCase()),
    leagueId,
  })
  .strict();

export const transferBody = z.object({ targetLeagueId: z.string({ error: "League required: Please select a target league." }).min(1, "League required: Please select a target league.").max(64) }).strict();
