import { api } from "@/lib/api-client";

/** Draft ⇄ live. Going live needs a final draft (409 NO_FINAL_DRAFT otherwise). */
export const toggleSeasonMode = (leagueId: string) =>
  api.post<{ isDraftMode: boolean; seasonName: string }>("/api/toggle-season-mode", { leagueId });
