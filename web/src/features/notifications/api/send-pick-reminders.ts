import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

export type { PickRemindersResult } from "@shared/contract/responses";

export const sendPickReminders = (leagueId: string) => call(contract.notifications.sendPickReminders, { body: { leagueId } });
