import type { PendingSignIn } from "../lib/oidc-client";

/**
 * The PKCE verifier, state and nonce travel in a short-lived HttpOnly cookie scoped to the
 * callback path, so no server-side store is needed between /api/login and the callback.
 */
export const SIGN_IN_COOKIE = "treble_signin";
export const SIGN_IN_COOKIE_PATH = "/api/auth";
export const SIGN_IN_TTL_SECONDS = 600;

export const encodePending = (p: PendingSignIn) => Buffer.from(JSON.stringify(p)).toString("base64url");

export function decodePending(raw: string | undefined): PendingSignIn | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    if (typeof value?.verifier === "string" && typeof value?.state === "string" && typeof value?.nonce === "string") {
      return { verifier: value.verifier, state: value.state, nonce: value.nonce, redirect: safeRedirect(value.redirect) };
    }
  } catch {
    // A tampered or truncated cookie is simply no pending sign-in.
  }
  return undefined;
}

/** Only same-site relative paths: `/x` yes, `//evil.com` or `https://…` no (open redirect). */
export function safeRedirect(target: unknown): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || target.includes("\\")) return "/";
  return target.slice(0, 2000);
}
