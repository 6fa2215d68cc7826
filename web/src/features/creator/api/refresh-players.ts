import type { StartedRefresh } from "@shared/feed-types";
import { api } from "@/lib/api-client";

/** Starts a players refresh (or joins the one running); answers the run to follow. */
export const refreshPlayers = () => api.post<StartedRefresh>("/api/creator/refresh-players");
