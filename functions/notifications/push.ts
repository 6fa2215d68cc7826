import type { PushSubscriptionItem } from "../data/entities/push-subscription";
import { config } from "../lib/config";
import { encryptPayload, vapidAuthorization } from "./web-push";

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
 * Encrypts (RFC 8291) and signs (VAPID, RFC 8292) with node:crypto (web-push.ts), then posts with
 * fetch, so the same code reaches a browser vendor's push service in AWS and the local push service.
 */
export async function sendPush(subscription: PushSubscriptionItem, message: PushMessage): Promise<void> {
  const vapid = { subject: config.vapidSubject, publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey };
  const response = await fetch(subscription.endpoint, {
    method: "POST",
    headers: {
      TTL: String(24 * 3600),
      Urgency: "normal",
      Topic: message.tag.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32),
      "Content-Type": "application/octet-stream",
      "Content-Encoding": "aes128gcm",
      Authorization: vapidAuthorization(subscription.endpoint, vapid),
    },
    body: new Uint8Array(encryptPayload(subscription, JSON.stringify(message))),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status === 404 || response.status === 410) throw new SubscriptionGone(`push subscription gone (${response.status})`);
  if (!response.ok) throw new Error(`push service answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
}
