import * as z from "zod/mini";
import { backupTypes } from "../../backup";
import { leagueQuery } from "../inputs";
import type { GroupRequests } from "../routes";

/** The backup routes' request half (backups): their schemas, by the names of shared/contract/routes.ts. */
export const backupRequests = {
  download: {
    params: z.object({ type: z.enum(backupTypes, { error: `Backup type must be one of ${backupTypes.join(", ")}` }) }),
    query: leagueQuery,
  },
} satisfies GroupRequests<"backup">;
