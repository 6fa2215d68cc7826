import { inject } from "vitest";
import type { CaughtMail } from "../../infra/local/mail-catcher";
import type { PushedMessage } from "../../infra/local/push-service";

/**
 * The local host's mail catcher and push service, read the way a person's inbox and phone would
 * be: the shared host's, or a test's own host's (its `inboxUrl` and `pushServiceUrl`).
 */
export async function mailsTo(email: string, inboxUrl = inject("inboxUrl")): Promise<CaughtMail[]> {
  return (await fetch(`${inboxUrl}/api/messages?to=${encodeURIComponent(email.toLowerCase())}`)).json();
}

export async function reportMailFeedback(kind: "Bounce" | "Complaint", email: string): Promise<void> {
  const response = await fetch(`${inject("inboxUrl")}/api/feedback`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ kind, email }),
  });
  if (!response.ok) throw new Error(`feedback failed: ${response.status}`);
}

/** A subscription as a browser would get it from its push service. */
export async function newPushSubscription(pushServiceUrl = inject("pushServiceUrl")): Promise<{
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}> {
  return (await fetch(`${pushServiceUrl}/subscriptions`, { method: "POST" })).json();
}

export async function pushesTo(subscriptionId: string, pushServiceUrl = inject("pushServiceUrl")): Promise<PushedMessage[]> {
  return (await fetch(`${pushServiceUrl}/subscriptions/${subscriptionId}/messages`)).json();
}

export async function expirePushSubscription(subscriptionId: string): Promise<void> {
  await fetch(`${inject("pushServiceUrl")}/subscriptions/${subscriptionId}`, { method: "DELETE" });
}

/** The one link in a mail's plain-text part that follows a label, e.g. "Unsubscribe from league news: <url>". */
export function linkAfter(mail: CaughtMail, label: string): string {
  const line = mail.text.split("\n").find((l) => l.startsWith(`${label}: `));
  if (!line) throw new Error(`no "${label}" link in ${mail.text}`);
  return line.slice(label.length + 2).trim();
}
