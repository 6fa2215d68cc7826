import { contract } from "@shared/contract/routes";
import { urlOf } from "@/lib/api-client";

export type { ErrorEntry } from "@shared/contract/responses";

/** Every function's errors over a time range, newest first, a page at a time (spec calls §7.10). */
export const ERRORS_KEY = urlOf(contract.creator.errors);
