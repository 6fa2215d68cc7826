import { contract } from "@shared/contract/routes";
import { urlOf } from "@/lib/api-client";

export type { ApiLogView as ApiLogEntry } from "@shared/contract/responses";

/** The latest API calls over a time range, newest first, a page at a time (spec calls §7.10). */
export const API_LOGS_KEY = urlOf(contract.creator.logs);
