import { Annotations, Stack } from "aws-cdk-lib";
import { EventBus } from "aws-cdk-lib/aws-events";
import { PolicyStatement, type IGrantable } from "aws-cdk-lib/aws-iam";
import { ConfigurationSet, EmailSendingEvent, EventDestination } from "aws-cdk-lib/aws-ses";
import { Secret } from "aws-cdk-lib/aws-secretsmanager";
import { Construct } from "constructs";

export interface NotificationsProps {
  /** MAIL_FROM, e.g. `Treble <notifications@example.com>`; its address must be a verified SES identity. */
  mailFrom?: string;
  mailReplyTo?: string;
  /** The VAPID pair (`npx web-push generate-vapid-keys`); without it web push stays off. */
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
}

/**
 * What e-mail and push need in AWS: an SES configuration set whose bounces and complaints go to
 * the account's default EventBridge bus (the mail-feedback rule listens there), the secret that
 * signs unsubscribe links, and the settings the sender functions read.
 */
export class Notifications extends Construct {
  /** For the functions that send or sign (delivery, the held-mail job, the notifications API). */
  readonly environment: Record<string, string>;
  private readonly configurationSet: ConfigurationSet;
  /** The HMAC key of the unsubscribe links. */
  readonly secret: Secret;

  constructor(scope: Construct, id: string, props: NotificationsProps) {
    super(scope, id);
    this.configurationSet = new ConfigurationSet(this, "MailEvents", {});
    this.configurationSet.addEventDestination("ToEventBridge", {
      destination: EventDestination.eventBus(EventBus.fromEventBusName(this, "DefaultBus", "default")),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    this.secret = new Secret(this, "UnsubscribeSecret", {
      description: "Treble: HMAC key of the signed unsubscribe links",
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    if (!props.vapidPublicKey || !props.vapidPrivateKey) {
      Annotations.of(this).addWarningV2(
        "treble:no-vapid",
        "No VAPID keys: web push is off. Deploy with -c vapidPublicKey=… -c vapidPrivateKey=… (npx web-push generate-vapid-keys)",
      );
    }
    this.environment = {
      SES_CONFIGURATION_SET: this.configurationSet.configurationSetName,
      // Resolved by CloudFormation at deploy time; the function reads it like any setting.
      NOTIFICATION_SECRET: this.secret.secretValue.unsafeUnwrap(),
      ...(props.mailFrom ? { MAIL_FROM: props.mailFrom } : {}),
      ...(props.mailReplyTo ? { MAIL_REPLY_TO: props.mailReplyTo } : {}),
      ...(props.vapidPublicKey && props.vapidPrivateKey
        ? { VAPID_PUBLIC_KEY: props.vapidPublicKey, VAPID_PRIVATE_KEY: props.vapidPrivateKey }
        : {}),
    };
  }

  /** Sending through SES with our configuration set, from any verified identity of the account. */
  grantSend(grantee: IGrantable) {
    const { region, account } = Stack.of(this);
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ["ses:SendEmail", "ses:SendRawEmail"],
        resources: [
          `arn:aws:ses:${region}:${account}:identity/*`,
          `arn:aws:ses:${region}:${account}:configuration-set/${this.configurationSet.configurationSetName}`,
        ],
      }),
    );
  }
}
