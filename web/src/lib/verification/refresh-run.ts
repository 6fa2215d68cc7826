import type { RefreshRunStatus } from "@shared/feed-types";
import { api } from "@/lib/api-client";

/** Where a requested refresh stands: steps so far, then the run's record. */
export const getRefreshRun = (runId: string) => api.get<RefreshRunStatus>(`/api/system/refresh-runs/${encodeURIComponent(runId)}`);
