import { api } from "@/lib/api-client";

export interface LeagueEmails {
  /** 'a@x; b@y', ready to paste into a mail client. */
  emails: string;
  emailCount: number;
}

export type EmailAudience = "all" | "without-picks";

const PATHS: Record<EmailAudience, string> = { all: "all-users-emails", "without-picks": "users-without-picks-emails" };

/** Read on demand (the copy button), so the list is as of the click. */
export const getLeagueEmails = (leagueId: string, audience: EmailAudience) => api.get<LeagueEmails>(`/api/leagues/${encodeURIComponent(leagueId)}/${PATHS[audience]}`);
