import * as z from "zod";
import { noControl } from "../contract/inputs";
import { candidateMessages, WINDOW_CANDIDATES_MAX } from "./candidates";

const SEASON = /^\d{4}\/\d{2}$/;
const seasonMessage = "Season must look like 2025/26";

/** A season name as the calendar keys it: `2025/26`. */
const seasonName = z.string({ error: seasonMessage }).regex(SEASON, seasonMessage);

/** Bodies and queries of the January window calls; sizes are bounded here, the rules live in candidates.ts. */
export const windowCandidatesBody = z
  .object({
    playerIds: z
      .array(z.number({ error: "playerIds must be a list of player ids" }).int().positive().max(1_000_000), {
        error: "playerIds must be a list of player ids",
      })
      .max(WINDOW_CANDIDATES_MAX, candidateMessages.TOO_MANY),
    revision: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .strict();

export const windowDeadlineBody = z
  .object({
    seasonName,
    closesAt: z
      .string({ error: "closesAt must be a date and time" })
      .min(1, "closesAt must be a date and time")
      .max(40)
      .refine(noControl, "closesAt must be a date and time"),
  })
  .strict();

export const seasonWindowQuery = z.object({ season: seasonName }).strict();
