import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { EventBridgeClient, PutEventsCommand } from "@aws-sdk/client-eventbridge";
import webpush from "web-push";
import { startMailCatcher } from "./mail-catcher";
import { startPushService } from "./push-service";

/**
 * Notifications on the local host: the mail catcher (SES's SendEmail + web inbox), the push service
 * stand-in, and the keys AWS would hold as configuration (VAPID pair, unsubscribe secret),
 * made once and kept in the data folder so links and browser subscriptions survive restarts.
 */
export async function startLocalNotifications(options: { dataDir: string; busEndpoint: string; inboxPort?: number; pushPort?: number }) {
  const keysFile = join(options.dataDir, "notification-keys.json");
  if (!existsSync(keysFile)) {
    const vapid = webpush.generateVAPIDKeys();
    writeFileSync(
      keysFile,
      JSON.stringify({ secret: randomBytes(32).toString("base64url"), vapidPublicKey: vapid.publicKey, vapidPrivateKey: vapid.privateKey }),
      { mode: 0o600 },
    );
  }
  const keys = JSON.parse(readFileSync(keysFile, "utf8")) as { secret: string; vapidPublicKey: string; vapidPrivateKey: string };

  const bus = new EventBridgeClient({
    endpoint: options.busEndpoint,
    region: "local",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
  // What SES publishes to EventBridge for a configuration set's bounce and complaint events.
  const onFeedback = async (kind: "Bounce" | "Complaint", email: string) => {
    const detail =
      kind === "Bounce"
        ? {
            eventType: "Bounce",
            bounce: {
              bounceType: "Permanent",
              bounceSubType: "General",
              bouncedRecipients: [{ emailAddress: email, diagnosticCode: "smtp; 550 5.1.1 user unknown (local mail catcher)" }],
            },
          }
        : { eventType: "Complaint", complaint: { complainedRecipients: [{ emailAddress: email }], complaintFeedbackType: "abuse" } };
    await bus.send(
      new PutEventsCommand({
        Entries: [
          {
            Source: "aws.ses",
            DetailType: kind === "Bounce" ? "Email Bounced" : "Email Complaint Received",
            Detail: JSON.stringify(detail),
            EventBusName: "default",
          },
        ],
      }),
    );
  };
  const mail = await startMailCatcher({ webPort: options.inboxPort, onFeedback });
  const push = await startPushService({ port: options.pushPort });

  return {
    environment: {
      SES_ENDPOINT: mail.sesEndpoint,
      NOTIFICATION_SECRET: keys.secret,
      VAPID_PUBLIC_KEY: keys.vapidPublicKey,
      VAPID_PRIVATE_KEY: keys.vapidPrivateKey,
    },
    inboxUrl: mail.inboxUrl,
    pushServiceUrl: push.url,
    close: async () => {
      await mail.close();
      await push.close();
    },
  };
}
