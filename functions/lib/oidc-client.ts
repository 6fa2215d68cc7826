import * as oidc from "openid-client";
import { config } from "../config";

/**
 * The backend side of sign-in (code flow with PKCE). Discovery runs once per process; the local
 * provider is plain http on loopback, which openid-client only accepts when told to.
 */
let cached: { issuer: string; configuration: Promise<oidc.Configuration> } | undefined;

function oidcConfiguration(): Promise<oidc.Configuration> {
  const issuer = config.oidcIssuer;
  if (!cached || cached.issuer !== issuer) {
    const insecure = issuer.startsWith("http://");
    const configuration = oidc
      .discovery(
        new URL(issuer),
        config.oidcClientId,
        undefined,
        oidc.None(),
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error) => {
        cached = undefined;
        throw error;
      });
    cached = { issuer, configuration };
  }
  return cached.configuration;
}

const callbackUrl = () => `${config.publicUrl}/api/auth/callback`;

export interface PendingSignIn {
  verifier: string;
  state: string;
  nonce: string;
  redirect: string;
}

export async function beginSignIn(redirect: string): Promise<{ url: string; pending: PendingSignIn }> {
  const configuration = await oidcConfiguration();
  const verifier = oidc.randomPKCECodeVerifier();
  const pending: PendingSignIn = { verifier, state: oidc.randomState(), nonce: oidc.randomNonce(), redirect };
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(),
    scope: "openid email profile",
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state: pending.state,
    nonce: pending.nonce,
  });
  return { url: url.href, pending };
}

/** Exchanges the code; answers the raw ID token, which the caller verifies with aws-jwt-verify. */
export async function finishSignIn(currentUrl: URL, pending: PendingSignIn): Promise<string> {
  const configuration = await oidcConfiguration();
  const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: pending.verifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  if (!tokens.id_token) throw new Error("provider returned no ID token");
  return tokens.id_token;
}

/** Cognito's /logout takes client_id + logout_uri; the local provider accepts the same. */
export function signOutUrl(): string {
  const base = config.oidcLogoutUrl;
  if (!base) return "/";
  const url = new URL(base);
  url.searchParams.set("client_id", config.oidcClientId);
  url.searchParams.set("logout_uri", `${config.publicUrl}/`);
  return url.href;
}
