import type { EventBridgeEnvelope } from "../../events/catalog";
import { suppressEmail } from "../data/stores/notification-settings-store";

/** The parts of SES's "Email Bounced" / "Email Complaint Received" events we read. */
export interface SesFeedback {
  eventType?: string;
  bounce?: { bounceType?: string; bouncedRecipients?: Array<{ emailAddress: string; diagnosticCode?: string }> };
  complaint?: { complainedRecipients?: Array<{ emailAddress: string }>; complaintFeedbackType?: string };
}

/**
 * EventBridge target for SES feedback (the configuration set publishes to the default bus;
 * locally the mail catcher's bounce hook publishes the same shape): a permanent bounce or a
 * complaint stops e-mail to that address. Transient bounces are SES's to retry.
 */
export async function handler(event: EventBridgeEnvelope<SesFeedback>): Promise<number> {
  const { bounce, complaint } = event.detail;
  if (bounce?.bounceType === "Permanent") {
    for (const r of bounce.bouncedRecipients ?? []) await suppressEmail(r.emailAddress, "bounce", r.diagnosticCode);
    return bounce.bouncedRecipients?.length ?? 0;
  }
  if (complaint) {
    for (const r of complaint.complainedRecipients ?? []) await suppressEmail(r.emailAddress, "complaint", complaint.complaintFeedbackType);
    return complaint.complainedRecipients?.length ?? 0;
  }
  return 0;
}
