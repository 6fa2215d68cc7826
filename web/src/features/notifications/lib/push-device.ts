import { toasts, type ToastText } from "@shared/messages";

/**
 * This browser's side of web push: the service worker (web/public/sw.js), the permission and
 * the PushManager subscription. Answers the subscription to register with the API, or why not.
 */
export type PushSetup = { ok: true; subscription: PushSubscriptionJSON } | { ok: false; refused: ToastText };

const pushSupported = () =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** The VAPID public key (base64url) as the bytes PushManager wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export async function subscribeThisDevice(publicKey: string): Promise<PushSetup> {
  if (!pushSupported()) return { ok: false, refused: toasts.pushUnsupported };
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return { ok: false, refused: toasts.pushBlocked };
  try {
    const registration = await navigator.serviceWorker.register("/sw.js");
    await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    });
    return { ok: true, subscription: subscription.toJSON() };
  } catch {
    return { ok: false, refused: toasts.pushServiceUnreachable };
  }
}
