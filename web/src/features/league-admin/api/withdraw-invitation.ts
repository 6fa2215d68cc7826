import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

export const withdrawInvitation = (leagueId: string, email: string) => call(contract.members.withdraw, { params: { id: leagueId, email } });
