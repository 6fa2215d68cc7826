import * as z from "zod/mini";
import { leagueId } from "./contract/inputs";
import { problems } from "./messages";

/** The picks' inputs: the ranked list, registering 15 and copying them to other leagues. */

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
