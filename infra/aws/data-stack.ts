import { CfnOutput, Stack, type StackProps } from "aws-cdk-lib";
import type { Construct } from "constructs";
import { AlarmTopic } from "./alarms";
import { DataTable } from "./data-table";
import { Identity } from "./identity";
import { acceptDataFindings } from "./nag-suppressions";
import { Notifications, type NotificationsProps } from "./notifications";

export interface DataStackProps extends StackProps, NotificationsProps {
  /** Comma-separated e-mails of the site's operators (CREATOR_EMAILS): each is subscribed to the alarms. */
  creatorEmails: string;
  /** Cognito domain prefix; defaults to `<stack name>-<account id>`, unique per account and stack. */
  authDomainPrefix?: string;
}

/**
 * What cannot be recreated without users noticing, deployed first and never replaced: the table
 * (every league, pick and session), the user pool (every account) and its sign-in domain, the key
 * that signs the unsubscribe links of mails already sent, and the alarm topic whose e-mail
 * subscriptions the creators confirmed. The table and the pool are RETAIN with deletion
 * protection, and their logical ids are pinned by a test (stacks.test.ts): this stack keeps the
 * name and the construct paths the single stack had, so deploying over an existing one updates
 * them in place.
 */
export class DataStack extends Stack {
  readonly table: DataTable["table"];
  readonly identity: Identity;
  readonly notifications: Notifications;
  readonly alarmTopic: AlarmTopic["topic"];

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    this.table = new DataTable(this, "Data").table;
    this.identity = new Identity(this, "Identity", {
      domainPrefix: props.authDomainPrefix ?? `${this.stackName.toLowerCase()}-${this.account}`,
    });
    this.notifications = new Notifications(this, "Notifications", props);
    this.alarmTopic = new AlarmTopic(this, "Alarms", { creatorEmails: props.creatorEmails }).topic;

    new CfnOutput(this, "UserPoolId", { value: this.identity.userPool.userPoolId });
    new CfnOutput(this, "SignInDomain", { value: this.identity.domain.baseUrl(), description: "Cognito managed login" });
    new CfnOutput(this, "TableName", { value: this.table.tableName });

    acceptDataFindings({ identity: this.identity, unsubscribeSecret: this.notifications.secret });
  }
}
