import type { RefreshRunView } from "@shared/feed-types";
import { api } from "@/lib/api-client";

/** Runs a weekly goals refresh now and answers its run record, whose steps feed the process log. */
export const refreshGoals = () => api.post<RefreshRunView>("/api/creator/refresh-goals");
