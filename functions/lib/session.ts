import { CognitoJwtVerifier, JwtRsaVerifier } from "aws-jwt-verify";
import { SimpleJwksCache } from "aws-jwt-verify/jwk";
import type { Fetcher } from "aws-jwt-verify/https";
import type { CurrentUser } from "../../shared/types";
import { findSession, type SessionClaims } from "../data/sessions-store";
import { config } from "./config";
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
}

/**
 * aws-jwt-verify's own fetcher is https-only; the local provider lives on loopback http, so
 * there (and only there) the JWKS is fetched with plain fetch.
 */
const loopbackFetcher: Fetcher = {
  fetch: async (uri: string) => {
    const response = await fetch(uri, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) throw new Error(`JWKS fetch failed: ${response.status}`);
    return response.arrayBuffer();
  },
};

const COGNITO_ISSUER = /^https:\/\/cognito-idp\.[a-z0-9-]+\.amazonaws\.com\/([\w-]+)$/;
type Verify = (token: string) => Promise<Record<string, unknown>>;
let verifier: { issuer: string; verify: Verify } | undefined;

/**
 * A Cognito issuer gets aws-jwt-verify's CognitoJwtVerifier (issuer, audience, signature,
 * expiry and `token_use: id`); the local provider's tokens get the same checks from the
 * generic RSA verifier, since its tokens carry the same claims.
 */
function getVerifier() {
  const issuer = config.oidcIssuer;
  if (!verifier || verifier.issuer !== issuer) {
    const pool = issuer.match(COGNITO_ISSUER)?.[1];
    let verify: Verify;
    if (pool) {
      const v = CognitoJwtVerifier.create({ userPoolId: pool, tokenUse: "id", clientId: config.oidcClientId });
      verify = (token) => v.verify(token) as Promise<Record<string, unknown>>;
    } else {
      const jwksCache = issuer.startsWith("http://") ? new SimpleJwksCache({ fetcher: loopbackFetcher }) : undefined;
      const v = JwtRsaVerifier.create(
        {
          issuer,
          audience: config.oidcClientId,
          jwksUri: `${issuer}/.well-known/jwks.json`,
          customJwtCheck: ({ payload }) => {
            if (payload.token_use !== "id") throw new Error("not an ID token");
          },
        },
        jwksCache ? { jwksCache } : undefined,
      );
      verify = (token) => v.verify(token) as Promise<Record<string, unknown>>;
    }
    verifier = { issuer, verify };
  }
  return verifier;
}

/** Checks an ID token fresh from the provider (sign-in only) and answers what a session keeps. */
export async function verifyIdToken(token: string): Promise<SessionClaims> {
  const claims = await getVerifier().verify(token);
  const email = String(claims.email ?? "").toLowerCase();
  return {
    userId: String(claims.sub),
    email,
    name: String(claims.name ?? claims.given_name ?? email.split("@")[0] ?? ""),
    emailVerified: claims.email_verified === true || claims.email_verified === "true",
    providerUsername: String(claims["cognito:username"] ?? claims.sub),
  };
}

export function toSessionUser(claims: SessionClaims): SessionUser {
  return {
    userId: claims.userId,
    email: claims.email,
    name: claims.name,
    // An unverified address could be anyone's (Cognito lets a user type a new e-mail): no operator rights.
    isCreator: claims.emailVerified && config.creatorEmails.includes(claims.email),
    providerUsername: claims.providerUsername,
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
