import * as z from "zod";
import { leagueId, text } from "../inputs";
import { categories, severities } from "../../../events/catalog";
import type { GroupRequests } from "../routes";

/** The activity routes' request half (the activity log): their schemas, by the names of shared/contract/routes.ts. */
export const activityRequests = {
  list: {
    query: z
      .object({
        leagueId: leagueId.optional(),
        search: text(100, "Search").optional(),
        severity: z.enum([...severities, "all"]).optional(),
        category: z.enum([...categories, "all"]).optional(),
      })
      .strict(),
  },
} satisfies GroupRequests<"activity">;
