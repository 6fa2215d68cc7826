import * as z from "zod";
import { LEAGUE_NAME_MAX, USERNAME_MAX } from "./constants";
import { isValidLeagueCode, normalizeLeagueCode } from "./league-code";
import { id, noControl, text } from "./contract/inputs";
import { notificationTypes } from "./notification-types";
import { problems } from "./messages";

/** One schema per input, used by both the API (validation) and the SPA (forms). */
const leagueNameSchema = z
  .string({ error: problems.leagueNameRequired.line })
  .trim()
  .min(1, problems.leagueNameRequired.line)
  .max(LEAGUE_NAME_MAX, `League name must be at most ${LEAGUE_NAME_MAX} characters`)
  .refine(noControl, "League name cannot contain control characters");

const usernameSchema = z
  .string({ error: problems.usernameRequired.line })
  .trim()
  .min(1, problems.usernameRequired.line)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .refine(noControl, "Username cannot contain control characters");

export const leagueCodeSchema = z
  .string({ error: problems.leagueCodeRequired.line })
  .max(64, problems.leagueCodeUnknown.line)
  .transform(normalizeLeagueCode)
  .refine((c) => c.length > 0, problems.leagueCodeRequired.line)
  .refine(isValidLeagueCode, problems.leagueCodeUnknown.line);

export const createLeagueBody = z.object({ name: leagueNameSchema }).strict();
export const renameLeagueBody = z.object({ name: leagueNameSchema }).strict();
export const joinByCodeBody = z.object({ username: usernameSchema.optional() }).strict();
export const joinBody = z.object({ code: leagueCodeSchema, username: usernameSchema.optional() }).strict();
const leagueId = id("League id");
export const toggleSeasonBody = z.object({ leagueId }).strict();
export const updateUsernameBody = z
  .object({
    username: z
      .string()
      .trim()
      .min(1, problems.usernameEmpty.line)
      .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
      .refine(noControl, "Username cannot contain control characters"),
    leagueId: leagueId.optional(),
  })
  .strict();

const playerId = z.number({ error: "Player ids must be numbers" }).int().positive().max(1_000_000);
/**
 * Revisions order saves from one browser (the SPA sends its clock in ms): an older save must
 * never overwrite a newer one. How far ahead of the stored one a save may be is a picks rule.
 */
const revision = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional();

export const savePicksBody = z.object({ picks: z.array(playerId).max(15, "You can select at most 15 players."), revision }).strict();
export const registerPicksBody = z.object({ picks: z.array(playerId).length(15, problems.fifteenPicks.line), leagueId, revision }).strict();
export const copySelectionsBody = z
  .object({ targetLeagueIds: z.array(leagueId).min(1, problems.copyTargetsRequired.line).max(50) })
  .strict();

export const leagueIdBody = z.object({ leagueId }).strict();
/** draftResults and auditLog are what the admin reviewed; the server executes its own stored copy. */
export const confirmDraftBody = z
  .object({
    leagueId,
    archiveUsers: z.boolean().optional(),
    draftResults: z.unknown().optional(),
    auditLog: z.string().max(2_000_000).optional(),
  })
  .strict();
export const archiveUsersBody = z
  .object({
    userIds: z.array(id("User id")).min(1, "Select at least one user to archive.").max(500),
    reason: z
      .string()
      .trim()
      .min(1, "Please give a reason for archiving.")
      .max(200)
      .refine(noControl, "The reason cannot contain control characters")
      .optional(),
  })
  .strict();

/** Add User (spec §5): both fields required after trimming; one message for either missing. */
export const addLeagueUserBody = z
  .object({
    name: z
      .string({ error: problems.fieldsRequired.line })
      .trim()
      .min(1, problems.fieldsRequired.line)
      .max(USERNAME_MAX, `Name must be at most ${USERNAME_MAX} characters`)
      .refine(noControl, "The name cannot contain control characters"),
    email: z
      .string({ error: problems.fieldsRequired.line })
      .trim()
      .min(1, problems.fieldsRequired.line)
      .max(254)
      .pipe(z.email({ error: problems.emailInvalid.line }))
      .transform((e) => e.toLowerCase()),
    leagueId,
  })
  .strict();

export const transferBody = z
  .object({
    targetLeagueId: z
      .string({ error: problems.targetLeagueRequired.line })
      .min(1, problems.targetLeagueRequired.line)
      .pipe(id("Target league id")),
  })
  .strict();

export const restoreUsersBody = z.object({ userIds: z.array(id("User id")).min(1).max(500) }).strict();

export const markReadBody = z.object({ isRead: z.literal(true) }).strict();

/** Admin tools that may name one of the caller's leagues (pick reminders, a feed refresh). */
export const optionalLeagueBody = z.object({ leagueId: leagueId.optional() }).strict();

export const testNotificationBody = z
  .object({
    type: z.enum(notificationTypes),
    title: z.string().trim().min(1, "Title is required").pipe(text(120, "Title")),
    message: z.string().trim().min(1, "Message is required").pipe(text(500, "Message")),
    // Only in-app paths: a notification must never send someone off-site.
    actionUrl: z
      .string()
      .regex(/^\/(?!\/)[^\s\\]*$/, "The action URL must be a path in the app, like /leaderboard")
      .max(300)
      .optional(),
  })
  .strict();
