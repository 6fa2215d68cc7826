import { createHmac, timingSafeEqual } from "node:crypto";
import { isNotificationType, type NotificationType } from "../../shared/notification-types";

/**
 * The token in an e-mail's unsubscribe links: who, which type, until when, signed with HMAC-SHA256
 * under a server secret. It works without signing in (RFC 8058 one-click), and changing any
 * part (another user's id, another type, a later expiry) breaks the signature.
 */
export interface UnsubscribeClaim {
  userId: string;
  type: NotificationType;
  expiresAt: number;
}

/** Long enough for an old mail to still work, short enough that a leaked link expires. */
export const UNSUBSCRIBE_TTL_MS = 60 * 24 * 3_600_000;

const sign = (payload: string, secret: string) => createHmac("sha256", secret).update(payload).digest("base64url");

export function unsubscribeToken(claim: Omit<UnsubscribeClaim, "expiresAt">, secret: string, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ u: claim.userId, t: claim.type, e: now + UNSUBSCRIBE_TTL_MS })).toString("base64url");
  return `${payload}.${sign(payload, secret)}`;
}

export type TokenCheck = { ok: true; claim: UnsubscribeClaim } | { ok: false; reason: "invalid" | "expired" };

export function readUnsubscribeToken(token: string, secret: string, now = Date.now()): TokenCheck {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };
  let parsed: { u?: unknown; t?: unknown; e?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (typeof parsed.u !== "string" || !isNotificationType(parsed.t) || typeof parsed.e !== "number")
    return { ok: false, reason: "invalid" };
  if (parsed.e < now) return { ok: false, reason: "expired" };
  return { ok: true, claim: { userId: parsed.u, type: parsed.t, expiresAt: parsed.e } };
}
