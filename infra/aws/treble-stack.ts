import { must } from "../../shared/must";
import { join } from "node:path";
import { Annotations, CfnOutput, Stack, type StackProps } from "aws-cdk-lib";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import type { LogGroup } from "aws-cdk-lib/aws-logs";
import type { Construct } from "constructs";
import { jobs as declaredJobs, type JobDecl } from "../../events/jobs";
import { rules as declaredRules, type RuleDecl } from "../../events/rules";
import { Alarms } from "./alarms";
import { Api } from "./api";
import { DataTable } from "./data-table";
import { DomainEvents } from "./domain-events";
import { DraftWorkflow } from "./draft-workflow-construct";
import { apiFunctionName, draftStepsFunctionName, jobFunctionName, ruleFunctionName } from "./function-limits";
import { enableSourceMaps, repoRoot, writeOwnLogsOnly } from "./function-settings";
import { grantDeleteAccount, Identity } from "./identity";
import { Jobs } from "./jobs";
import { suppressAcceptedFindings } from "./nag-suppressions";
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
  /** Functions load their source maps (`-c sourceMaps=on`); off by default, it slows every cold start. */
  sourceMaps?: boolean;
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
      USER_POOL_ID: identity.userPoolId,
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
    const events = new DomainEvents(this, "DomainEvents", {
      busName,
      rules: props.rules ?? declaredRules,
      table,
      environment,
      notificationEnvironment,
    });
    const workflow = new DraftWorkflow(this, "DraftWorkflow", { table, environment });
    const api = new Api(this, "Api", {
      table,
      environment: { ...environment, ...workflow.environment },
      groupEnvironment: { notifications: notificationEnvironment },
    });
    // Only the draft endpoints start and watch the draft; its steps may publish the outcome.
    workflow.grantRun(must(api.functions.get("draft"), "the draft function"));
    // Only sign-in's function deletes accounts (profile deletion).
    grantDeleteAccount(identity, must(api.functions.get("auth"), "the auth function"));
    events.grantPublish(workflow.steps);
    site.routeApi(api.httpApi);
    const jobs = new Jobs(this, "Jobs", {
      jobs: props.jobs ?? declaredJobs,
      table,
      environment: { ...environment, ...workflow.environment },
      notificationEnvironment,
    });
    // The January window's schedule runs a window draft the admin has not executed (product.md §10.12).
    const windowJob = jobs.functions.get("window-calendar");
    if (windowJob) workflow.grantRun(windowJob);
    // The live drafts' sweep restarts their clocks, and executes a draft its autopick finished.
    const clockJob = jobs.functions.get("live-draft-clock");
    if (clockJob) workflow.grantRun(clockJob);
    // Handlers and jobs publish what happened; nothing else may write to the bus.
    for (const fn of [...api.functions.values(), ...jobs.functions.values()]) events.grantPublish(fn);
    // Only the mail senders may use SES.
    const senders = [
      ...(props.rules ?? declaredRules).filter((r) => r.needs === "notifications").map((r) => events.functions.get(r.name)),
      ...(props.jobs ?? declaredJobs).filter((j) => j.needs === "notifications").map((j) => jobs.functions.get(j.name)),
    ];
    for (const fn of senders) if (fn) notifications.grantSend(fn);
    if (props.sourceMaps) enableSourceMaps(this);

    // Every function of the app by the names the local host uses too (function-limits.ts).
    const functions = new Map<string, { fn: IFunction; logGroup: LogGroup }>([
      ...[...api.functions].map(
        ([group, fn]) => [apiFunctionName(group), { fn, logGroup: must(api.logGroups.get(group), `${group}'s log group`) }] as const,
      ),
      ...[...jobs.functions].map(
        ([job, fn]) => [jobFunctionName(job), { fn, logGroup: must(jobs.logGroups.get(job), `${job}'s log group`) }] as const,
      ),
      ...[...events.functions].map(
        ([rule, fn]) => [ruleFunctionName(rule), { fn, logGroup: must(events.logGroups.get(rule), `${rule}'s log group`) }] as const,
      ),
      [draftStepsFunctionName, { fn: workflow.steps, logGroup: workflow.stepsLogs }] as const,
    ]);
    for (const { fn, logGroup } of functions.values()) writeOwnLogsOnly(fn, logGroup);
    // The creator's API logs and errors read every function's log group, and only those.
    const creator = must(api.functions.get("creator"), "the creator function");
    creator.addEnvironment("LOG_GROUP_NAMES", [...functions.values()].map(({ logGroup }) => logGroup.logGroupName).join(","));
    for (const { logGroup } of functions.values()) logGroup.grant(creator, "logs:FilterLogEvents");

    const deadLetterQueues = new Map([
      ...[...jobs.deadLetterQueues].map(([job, queue]) => [jobFunctionName(job), queue] as const),
      ...[...events.deadLetterQueues].map(([rule, queue]) => [ruleFunctionName(rule), queue] as const),
    ]);
    new Alarms(this, "Alarms", {
      creatorEmails: props.creatorEmails,
      httpApi: api.httpApi,
      functions: new Map([...functions].map(([name, { fn }]) => [name, fn])),
      stateMachine: workflow.stateMachine,
      deadLetterQueues,
    });

    new CfnOutput(this, "SiteUrl", { value: site.url, description: "Open this: the app, its API under /api" });
    new CfnOutput(this, "ApiUrl", { value: api.httpApi.apiEndpoint, description: "The HTTP API itself (the site reaches it via /api/*)" });
    new CfnOutput(this, "UserPoolId", { value: identity.userPool.userPoolId });
    new CfnOutput(this, "UserPoolClientId", { value: identity.client.userPoolClientId });
    new CfnOutput(this, "SignInDomain", { value: identity.domain.baseUrl(), description: "Cognito managed login" });
    new CfnOutput(this, "TableName", { value: table.tableName });

    suppressAcceptedFindings(this, {
      api,
      identity,
      distribution: site.distribution,
      table,
      siteBucket: site.bucket,
      draftRunners: [
        must(api.functions.get("draft"), "the draft function"),
        ...(windowJob ? [windowJob] : []),
        ...(clockJob ? [clockJob] : []),
      ],
      stateMachine: workflow.stateMachine,
      workflowSteps: workflow.steps,
      deadLetterQueues: deadLetterQueues.values(),
      unsubscribeSecret: notifications.secret,
      mailSenders: senders.filter((fn) => fn !== undefined),
    });
  }
}
