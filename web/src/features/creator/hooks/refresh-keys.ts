import { CREATOR_DEBUG_KEY } from "@/features/creator/lib/get-creator-debug";
import { contract } from "@shared/contract/routes";
import { urlOf } from "@/lib/url-of";
import { GAMEWEEK_INFO_KEY } from "../api/get-gameweek-info";
import { TABLES_KEY } from "../api/get-tables";
import { TOP_SCORERS_KEY } from "../api/get-top-scorers";

/** What a refresh run can change on this screen; read again after every run, good or failed. */
export const AFTER_REFRESH_KEYS = [CREATOR_DEBUG_KEY, GAMEWEEK_INFO_KEY, TOP_SCORERS_KEY, TABLES_KEY];

/** The players list's cache key, the call the picks screens and verification read. */
export const PLAYERS_KEY = urlOf(contract.feed.players);

/** product.md §7.10: after a players refresh the players are reloaded. */
export const AFTER_PLAYERS_REFRESH_KEYS = [...AFTER_REFRESH_KEYS, PLAYERS_KEY];
