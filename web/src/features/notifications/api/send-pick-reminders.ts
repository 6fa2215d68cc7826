import { api } from "@/lib/api-client";

/** How many members were short of 15 picks, and how many of them were told (once per day each). */
export interface PickRemindersResult {
  sent: number;
  considered: number;
}

export const sendPickReminders = (leagueId: string) => api.post<PickRemindersResult>("/api/admin/send-pick-reminders", { leagueId });
