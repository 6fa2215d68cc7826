import { contract } from "@shared/contract/routes";
import { urlOf } from "./url-of";

/** Where screens send people. A new member goes straight to picking players (product.md §2 'Auto-join'). */
export const AFTER_JOIN_PATH = "/register";

export const loginUrl = (redirect?: string) => urlOf(contract.auth.login, { query: { redirect: redirect || undefined } });

export const LOGOUT_URL = urlOf(contract.auth.logout);

export const inviteLink = (origin: string, code: string) => `${origin}/?code=${encodeURIComponent(code)}`;
