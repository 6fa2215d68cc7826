import * as z from "zod/mini";
import { noControl } from "../contract/inputs";
import { candidateMessages, WINDOW_CANDIDATES_MAX } from "./candidates";

const SEASON = /^\d{4}\/\d{2}$/;
const seasonMessage = "Season must look like 2025/26";

/** A season name as the calendar keys it: `2025/26`. */
const seasonName = z.string({ error: seasonMessage }).check(z.regex(SEASON, seasonMessage));

/** Bodies and queries of the January window calls; sizes are bounded here, the rules live in candidates.ts. */
export const windowCandidatesBody = z.strictObject({
  playerIds: z
    .array(z.number({ error: "playerIds must be a list of player ids" }).check(z.int(), z.positive(), z.lte(1_000_000)), {
      error: "playerIds must be a list of player ids",
    })
    .check(z.maxLength(WINDOW_CANDIDATES_MAX, candidateMessages.TOO_MANY)),
  revision: z.optional(z.number().check(z.int(), z.nonnegative(), z.lte(Number.MAX_SAFE_INTEGER))),
});

export const windowDeadlineBody = z.strictObject({
  seasonName,
  closesAt: z
    .string({ error: "closesAt must be a date and time" })
    .check(z.minLength(1, "closesAt must be a date and time"), z.maxLength(40), z.refine(noControl, "closesAt must be a date and time")),
});

export const seasonWindowQuery = z.strictObject({ season: seasonName });
