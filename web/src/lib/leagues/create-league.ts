import type { UserLeague } from "@shared/types";
import { api } from "@/lib/api-client";

/** Creates a league; the creator becomes its admin and gets its fresh code back. */
export const createLeague = (name: string) => api.post<UserLeague>("/api/leagues", { name });
