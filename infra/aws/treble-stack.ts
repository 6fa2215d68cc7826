import { join } from "node:path";
import { Annotations, CfnOutput, Stack, type StackProps } from "aws-cdk-lib";
import type { Construct } from "constructs";
import { jobs as declaredJobs, type JobDecl } from "../../events/jobs";
import { rules as declaredRules, type RuleDecl } from "../../events/rules";
import { Api } from "./api";
import { DataTable } from "./data-table";
import { DomainEvents } from "./domain-events";
import { DraftWorkflow } from "./draft-workflow-construct";
import { repoRoot } from "./function-settings";
import { Identity } from "./identity";
import { Jobs } from "./jobs";
import { Notifications } from "./notifications";
import { Site } from "./site";

export interface TrebleStackProps extends StackProps {
  /** Comma-separated e-mails of the site's operators (CREATOR_EMAILS). */
  creatorEmails: string;
  /** SEASON_LABEL / PREFERRED_LEAGUE_NAME; unset means the defaults in functions/lib/config.ts. */
  seasonLabel?: string;
  preferredLeagueName?: string;
  /** Cognito domain prefix; defaults to `<stack name>-<account id>`, unique per account and stack. */
  authDomainPrefix?: string;
  /** Scheduled jobs; defaults to events/jobs.ts (tests inject their own list). */
  jobs?: readonly JobDecl[];
  /** Domain event rules; defaults to events/rules.ts. */
  rules?: readonly RuleDecl[];
  /** The SPA build; defaults to web/dist. */
  webDist?: string;
  /** Mail sender, reply-to and the web push (VAPID) key pair; see infra/aws/notifications.ts. */
  mailFrom?: string;
  mailReplyTo?: string;
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
}

/**
 * Everything Treble runs on in AWS. Construction order follows the data flow: the functions
 * need the site's URL and the identity's ids, the distribution needs only the API's endpoint,
 * so the distribution is built first and its /api/* behaviour is attached last.
 */
export class TrebleStack extends Stack {
  constructor(scope: Construct, id: string, props: TrebleStackProps) {
    super(scope, id, props);

    const { table } = new DataTable(this, "Data");
    const site = new Site(this, "Site", { webDist: props.webDist ?? join(repoRoot, "web", "dist") });
    const identity = new Identity(this, "Identity", {
      publicUrl: site.url,
      domainPrefix: props.authDomainPrefix ?? `${this.stackName.toLowerCase()}-${this.account}`,
    });

    // Named up front: every function needs it in its environment, the bus's rules included.
    const busName = `${this.stackName}-events`;
    const environment: Record<string, string> = {
      TABLE_NAME: table.tableName,
      EVENT_BUS_NAME: busName,
      OIDC_ISSUER: identity.issuer,
      OIDC_CLIENT_ID: identity.client.userPoolClientId,
      OIDC_LOGOUT_URL: identity.logoutUrl,
      PUBLIC_URL: site.url,
      CREATOR_EMAILS: props.creatorEmails,
      ...(props.seasonLabel ? { SEASON_LABEL: props.seasonLabel } : {}),
      ...(props.preferredLeagueName ? { PREFERRED_LEAGUE_NAME: props.preferredLeagueName } : {}),
    };
    if (!props.creatorEmails) {
      Annotations.of(this).addWarningV2(
        "treble:no-creator",
        "No creator e-mails: nobody can open the creator pages. Deploy with -c creatorEmails=you@example.com",
      );
    }

    const notifications = new Notifications(this, "Notifications", props);
    const notificationEnvironment = notifications.environment;
    const events = new DomainEvents(this, "DomainEvents", { busName, rules: props.rules ?? declaredRules, table, environment, notificationEnvironment });
    const workflow = new DraftWorkflow(this, "DraftWorkflow", { table, environment });
    const api = new Api(this, "Api", {
      table,
      environment: { ...environment, DRAFT_STATE_MACHINE_ARN: workflow.stateMachine.stateMachineArn },
      groupEnvironment: { notifications: notificationEnvironment },
    });
    // Only the draft endpoints start and watch the draft; its steps may publish the outcome.
    workflow.grantRun(api.functions.get("draft")!);
    events.grantPublish(workflow.steps);
    site.routeApi(api.httpApi);
    const jobs = new Jobs(this, "Jobs", { jobs: props.jobs ?? declaredJobs, table, environment, notificationEnvironment });
    // Handlers and jobs publish what happened; nothing else may write to the bus.
    for (const fn of [...api.functions.values(), ...jobs.functions.values()]) events.grantPublish(fn);
    // Only the mail senders may use SES.
    const senders = [
      ...(props.rules ?? declaredRules).filter((r) => r.needs === "notifications").map((r) => events.functions.get(r.name)),
      ...(props.jobs ?? declaredJobs).filter((j) => j.needs === "notifications").map((j) => jobs.functions.get(j.name)),
    ];
    for (const fn of senders) if (fn) notifications.grantSend(fn);

    new CfnOutput(this, "SiteUrl", { value: site.url, description: "Open this: the app, its API under /api" });
    new CfnOutput(this, "ApiUrl", { value: api.httpApi.apiEndpoint, description: "The HTTP API itself (the site reaches it via /api/*)" });
    new CfnOutput(this, "UserPoolId", { value: identity.userPool.userPoolId });
    new CfnOutput(this, "UserPoolClientId", { value: identity.client.userPoolClientId });
    new CfnOutput(this, "SignInDomain", { value: identity.domain.baseUrl(), description: "Cognito managed login" });
    new CfnOutput(this, "TableName", { value: table.tableName });
  }
}
