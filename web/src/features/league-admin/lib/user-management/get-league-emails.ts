import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

export type EmailAudience = "all" | "without-picks";

const ROUTES = { all: contract.draft.allUsersEmails, "without-picks": contract.draft.usersWithoutPicksEmails } as const;

/** Read on demand (the copy button), so the list is as of the click. */
export const getLeagueEmails = (leagueId: string, audience: EmailAudience) => call(ROUTES[audience], { params: { id: leagueId } });
