import type { CurrentUser } from "../../shared/types";
import { findSession, type SessionClaims } from "../data/stores/sessions-store";
import { config } from "../config";
import { readCookie } from "./cookies";

export const SESSION_COOKIE = "treble_session";

export interface SessionUser {
  userId: string;
  email: string;
  name: string;
  /** The site's operator: a configured e-mail that the provider has verified. */
  isCreator: boolean;
  /** The provider's name for the account, to delete it with the profile. */
  providerUsername: string;
  /** The provider vouches for the e-mail: only then are invitations to it this user's. */
  emailVerified: boolean;
}

export function toSessionUser(claims: SessionClaims): SessionUser {
  return {
    userId: claims.userId,
    email: claims.email,
    name: claims.name,
    // An unverified address could be anyone's (Cognito lets a user type a new e-mail): no operator rights.
    isCreator: claims.emailVerified && config.creatorEmails.includes(claims.email),
    providerUsername: claims.providerUsername,
    emailVerified: claims.emailVerified,
  };
}

/** The signed-in user: the live server-side session the cookie names, or undefined. */
export async function sessionUser(
  cookies: string[] | undefined,
  find: (sessionId: string) => Promise<SessionClaims | undefined> = findSession,
): Promise<SessionUser | undefined> {
  const sessionId = readCookie(cookies, SESSION_COOKIE);
  if (!sessionId || sessionId.length > 100) return undefined;
  const session = await find(sessionId);
  return session ? toSessionUser(session) : undefined;
}

export function toCurrentUser(user: SessionUser, username: string): CurrentUser {
  return { id: user.userId, email: user.email, firstName: user.name, username, isCreator: user.isCreator };
}
