import * as z from "zod/mini";
import { copySelectionsBody, registerPicksBody, savePicksBody } from "../../picks-schemas";
import { id, pathOf } from "../inputs";
import type { GroupRequests } from "../routes";

/** The picks routes' request half (picks): their schemas, by the names of shared/contract/routes.ts. */
export const picksRequests = {
  getTempPicks: { params: pathOf("leagueId") },
  saveTempPicks: { params: pathOf("leagueId"), body: savePicksBody },
  register: { body: registerPicksBody },
  originalSelections: { params: z.object({ leagueUserId: id("Member id") }) },
  randomPicks: { params: pathOf("id") },
  copySelections: { params: pathOf("id"), body: copySelectionsBody },
  pickStatus: { params: pathOf("leagueId") },
} satisfies GroupRequests<"picks">;
