import type { CurrentUser } from "@shared/types";

/**
 * The name a member goes by when they join a league from a signed-in screen: the name they
 * typed at sign-in, or (product.md §6) the part of the e-mail before the at sign that the server uses.
 */
export const signInName = (user: CurrentUser | null | undefined): string | undefined => user?.firstName.trim() || user?.username;
