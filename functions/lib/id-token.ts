import { CognitoJwtVerifier, JwtRsaVerifier } from "aws-jwt-verify";
import { SimpleJwksCache } from "aws-jwt-verify/jwk";
import type { Fetcher } from "aws-jwt-verify/https";
import type { SessionClaims } from "../data/stores/sessions-store";
import { config } from "../config";

// Only sign-in verifies a provider's token (sessions are looked up, not verified), so only the
// auth function's bundle carries aws-jwt-verify: this lives apart from session.ts, which every route imports.

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
