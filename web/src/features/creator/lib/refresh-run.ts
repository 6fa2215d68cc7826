import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

/** Where a requested refresh stands: steps so far, then the run's record. */
export const getRefreshRun = (runId: string) => call(contract.feed.refreshRun, { params: { runId } });
