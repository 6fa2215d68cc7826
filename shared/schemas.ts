import * as z from "zod/mini";
import { LEAGUE_NAME_MAX, USERNAME_MAX } from "./constants";
import { isValidLeagueCode, normalizeLeagueCode } from "./league-code";
import { id, noControl, text } from "./contract/inputs";
import { notificationTypes } from "./notification-types";
import { problems } from "./messages";

/** One schema per input, used by both the API (validation) and the SPA (forms). */
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
const leagueId = id("League id");
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

const playerId = z.number({ error: "Player ids must be numbers" }).check(z.int(), z.positive(), z.lte(1_000_000));
/**
 * Revisions order saves from one browser (the SPA sends its clock in ms): an older save must
 * never overwrite a newer one. How far ahead of the stored one a save may be is a picks rule.
 */
const revision = z.optional(z.number().check(z.int(), z.nonnegative(), z.lte(Number.MAX_SAFE_INTEGER)));

export const savePicksBody = z.strictObject({
  picks: z.array(playerId).check(z.maxLength(15, "You can select at most 15 players.")),
  revision,
});
export const registerPicksBody = z.strictObject({
  picks: z.array(playerId).check(z.length(15, problems.fifteenPicks.line)),
  leagueId,
  revision,
});
export const copySelectionsBody = z.strictObject({
  targetLeagueIds: z.array(leagueId).check(z.minLength(1, problems.copyTargetsRequired.line), z.maxLength(50)),
});

export const leagueIdBody = z.strictObject({ leagueId });
/** draftResults and auditLog are what the admin reviewed; the server executes its own stored copy. */
export const confirmDraftBody = z.strictObject({
  leagueId,
  archiveUsers: z.optional(z.boolean()),
  draftResults: z.optional(z.unknown()),
  auditLog: z.optional(z.string().check(z.maxLength(2_000_000))),
});
export const archiveUsersBody = z.strictObject({
  userIds: z.array(id("User id")).check(z.minLength(1, "Select at least one user to archive."), z.maxLength(500)),
  reason: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, "Please give a reason for archiving."),
        z.maxLength(200),
        z.refine(noControl, "The reason cannot contain control characters"),
      ),
  ),
});

/** Add User (spec §5): both fields required after trimming; one message for either missing. */
export const addLeagueUserBody = z.strictObject({
  name: z
    .string({ error: problems.fieldsRequired.line })
    .check(
      z.trim(),
      z.minLength(1, problems.fieldsRequired.line),
      z.maxLength(USERNAME_MAX, `Name must be at most ${USERNAME_MAX} characters`),
      z.refine(noControl, "The name cannot contain control characters"),
    ),
  email: z.pipe(
    z.pipe(
      z.string({ error: problems.fieldsRequired.line }).check(z.trim(), z.minLength(1, problems.fieldsRequired.line), z.maxLength(254)),
      z.email({ error: problems.emailInvalid.line }),
    ),
    z.transform((e: string) => e.toLowerCase()),
  ),
  leagueId,
});

export const transferBody = z.strictObject({
  targetLeagueId: z.pipe(
    z.string({ error: problems.targetLeagueRequired.line }).check(z.minLength(1, problems.targetLeagueRequired.line)),
    id("Target league id"),
  ),
});

export const restoreUsersBody = z.strictObject({ userIds: z.array(id("User id")).check(z.minLength(1), z.maxLength(500)) });

export const markReadBody = z.strictObject({ isRead: z.literal(true) });

/** Admin tools that may name one of the caller's leagues (pick reminders, a feed refresh). */
export const optionalLeagueBody = z.strictObject({ leagueId: z.optional(leagueId) });

export const testNotificationBody = z.strictObject({
  type: z.enum(notificationTypes),
  title: z.pipe(z.string().check(z.trim(), z.minLength(1, "Title is required")), text(120, "Title")),
  message: z.pipe(z.string().check(z.trim(), z.minLength(1, "Message is required")), text(500, "Message")),
  // Only in-app paths: a notification must never send someone off-site.
  actionUrl: z.optional(
    z.string().check(z.regex(/^\/(?!\/)[^\s\\]*$/, "The action URL must be a path in the app, like /leaderboard"), z.maxLength(300)),
  ),
});
