import type { PushSubscriptionItem } from "../data/entities/push-subscription";
import { config } from "../config";

export interface PushMessage {
  title: string;
  body: string;
  /** In-app path the service worker opens on click. */
  url: string;
  /** Same tag, same notification on the device: a retry replaces instead of stacking. */
  tag: string;
}

/** The push service forgot this subscription (RFC 8030 404/410): the caller removes it. */
export class SubscriptionGone extends Error {}

/**
 * Encrypts (RFC 8291) and signs (VAPID, RFC 8292) with web-push, then posts with fetch, so the
 * same code reaches a browser vendor's push service in AWS and the local push service. web-push
 * (and its ASN.1/bignum code) loads with the first push, not at every cold start.
 */
export async function sendPush(
  subscription: PushSubscriptionItem,
  message: PushMessage,
  /** `high` for what the member wants at once (a goal): push services then wake a phone that saves power. */
  urgency: "normal" | "high" = "normal",
): Promise<void> {
  const { default: webpush } = await import("web-push");
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(message),
    {
      TTL: 24 * 3600,
      urgency,
      topic: message.tag.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32),
      vapidDetails: { subject: config.vapidSubject, publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey },
    },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status === 404 || response.status === 410) throw new SubscriptionGone(`push subscription gone (${response.status})`);
  if (!response.ok) throw new Error(`push service answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
}
