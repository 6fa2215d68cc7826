import * as z from "zod/mini";
import { USERNAME_MAX } from "./constants";
import { id, leagueId, noControl } from "./contract/inputs";
import { problems } from "./messages";

/** The members admin's inputs: adding a user to a league and moving one to another. */

/** Add User (product.md §5): both fields required after trimming; one message for either missing. */
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
