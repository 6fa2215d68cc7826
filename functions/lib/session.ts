import { JwtRsaVerifier } from "aws-jwt-verify";
import { SimpleJwksCache } from "aws-jwt-verify/jwk";
import type { Fetcher } from "aws-jwt-verify/https";
import type { CurrentUser } from "../../shared/types";
import { config } from "./config";
import { readCookie } from "./cookies";

export const SESSION_COOKIE = "treble_session";

export interface SessionUser {
  userId: string;
  email: string;
  name: string;
  isCreator: boolean;
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

let verifier: { issuer: string; verify: (token: string) => Promise<Record<string, unknown>> } | undefined;

function getVerifier() {
  const issuer = config.oidcIssuer;
  if (!verifier || verifier.issuer !== issuer) {
    const jwksCache = issuer.startsWith("http://") ? new SimpleJwksCache({ fetcher: loopbackFetcher }) : undefined;
    const v = JwtRsaVerifier.create(
      { issuer, audience: config.oidcClientId, jwksUri: `${issuer}/.well-known/jwks.json` },
      jwksCache ? { jwksCache } : undefined,
    );
    verifier = { issuer, verify: (token) => v.verify(token) as Promise<Record<string, unknown>> };
  }
  return verifier;
}

export async function verifyIdToken(token: string): Promise<SessionUser> {
  const claims = await getVerifier().verify(token);
  const email = String(claims.email ?? "").toLowerCase();
  const name = String(claims.name ?? claims.given_name ?? email.split("@")[0] ?? "");
  return {
    userId: String(claims.sub),
    email,
    name,
    isCreator: config.creatorEmails.includes(email),
  };
}

/** The signed-in user, or undefined when there is no valid session cookie. */
export async function sessionUser(cookies: string[] | undefined): Promise<SessionUser | undefined> {
  const token = readCookie(cookies, SESSION_COOKIE);
  if (!token) return undefined;
  try {
    return await verifyIdToken(token);
  } catch {
    return undefined;
  }
}

export function toCurrentUser(user: SessionUser, username: string): CurrentUser {
  return { id: user.userId, email: user.email, firstName: user.name, username, isCreator: user.isCreator };
}
