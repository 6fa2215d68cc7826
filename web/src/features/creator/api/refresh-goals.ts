import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

/** Starts a weekly goals refresh (or joins the one running); its steps feed the process log as they come. */
export const refreshGoals = () => call(contract.feed.creatorRefreshGoals);
