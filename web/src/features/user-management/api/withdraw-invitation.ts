import { api } from "@/lib/api-client";

export const withdrawInvitation = (leagueId: string, email: string) =>
  api.delete<{ ok: true }>(`/api/leagues/${encodeURIComponent(leagueId)}/invitations/${encodeURIComponent(email)}`);
