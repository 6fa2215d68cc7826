import { z } from "zod";

/** Bodies of the January window calls; sizes are bounded here, the rules live in candidates.ts. */
export const windowCandidatesBody = z
  .object({
    playerIds: z.array(z.number().int().positive(), { message: "playerIds must be a list of player ids" }).max(50),
    revision: z.number().int().nonnegative().optional(),
  })
  .strict();

export const windowDeadlineBody = z
  .object({ seasonName: z.string().regex(/^\d{4}\/\d{2}$/, "Season must look like 2025/26"), closesAt: z.string().min(1).max(40) })
  .strict();
