import type { StartedRefresh } from "@shared/feed-types";
import { api } from "@/lib/api-client";

/** Starts a weekly goals refresh (or joins the one running); its steps feed the process log as they come. */
export const refreshGoals = () => api.post<StartedRefresh>("/api/creator/refresh-goals");
