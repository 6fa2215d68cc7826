import { api } from "@/lib/api-client";

export interface EmailList {
  emails: string;
  emailCount: number;
}

/** E-mails ready to paste into a mail client: everyone active, or only those still picking. */
export const getEmails = (leagueId: string, who: "all" | "without-picks") =>
  api.get<EmailList>(`/api/leagues/${encodeURIComponent(leagueId)}/${who === "all" ? "all-users-emails" : "users-without-picks-emails"}`);
