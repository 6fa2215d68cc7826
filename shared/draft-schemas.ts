import * as z from "zod/mini";
import { id, leagueId, noControl } from "./contract/inputs";

/** The draft's inputs: its league, the confirmation of a reviewed run, archiving and restoring members. */

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

export const restoreUsersBody = z.strictObject({ userIds: z.array(id("User id")).check(z.minLength(1), z.maxLength(500)) });
