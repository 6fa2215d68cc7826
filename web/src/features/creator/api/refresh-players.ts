import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

/** Starts a players refresh (or joins the one running); answers the run to follow. */
export const refreshPlayers = () => call(contract.feed.creatorRefreshPlayers);
