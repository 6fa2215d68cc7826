import { api } from "@/lib/api-client";

/** 'added' when the e-mail already has an account; 'invited' until that e-mail first signs in. */
export type AddUserResult = { status: "added"; id: string; name: string; email: string } | { status: "invited"; name: string; email: string };

export const addLeagueUser = (input: { name: string; email: string; leagueId: string }) => api.post<AddUserResult>("/api/league-users", input);
