import { api } from "@/lib/api-client";
import type { SavedPicks } from "./save-temp-picks";

/** Submits exactly 15 ranked players (spec calls §7.4). */
export const registerPicks = (leagueId: string, picks: readonly number[], revision: number) =>
  api.post<SavedPicks>("/api/register", { picks, leagueId, revision });
