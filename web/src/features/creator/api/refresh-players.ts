import type { RefreshRunView } from "@shared/feed-types";
import { api } from "@/lib/api-client";

/** Runs a players refresh now and answers its run record (status, reason, steps). */
export const refreshPlayers = () => api.post<RefreshRunView>("/api/creator/refresh-players");
