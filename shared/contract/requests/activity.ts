import * as z from "zod/mini";
import { leagueId, text } from "../inputs";
import { categories, severities } from "../../../events/catalog";
import type { GroupRequests } from "../routes";

/** The activity routes' request half (the activity log): their schemas, by the names of shared/contract/routes.ts. */
export const activityRequests = {
  list: {
    query: z.strictObject({
      leagueId: z.optional(leagueId),
      search: z.optional(text(100, "Search")),
      severity: z.optional(z.enum([...severities, "all"])),
      category: z.optional(z.enum([...categories, "all"])),
    }),
  },
} satisfies GroupRequests<"activity">;
