import { join } from "node:path";
import { Annotations, type StackProps } from "aws-cdk-lib";
import type { Construct } from "constructs";
import { jobs as declaredJobs, type JobDecl } from "../../events/jobs";
import { rules as declaredRules, type RuleDecl } from "../../events/rules";
import { ApiStack } from "./api-stack";
import { BackgroundStack } from "./background-stack";
import { DataStack } from "./data-stack";
import { EdgeStack } from "./edge-stack";
import { enableSourceMaps, repoRoot } from "./function-settings";
import { Realtime } from "./realtime";
import { acceptEdgeTableAccess } from "./nag-suppressions";
import { realtimeFunctionName } from "./function-limits";
import { must } from "../../shared/must";

export interface TrebleProps {
  /** Passed to every stack (an `env` pins account and region; none keeps `cdk synth` offline). */
  stackProps?: StackProps;
  /** Comma-separated e-mails of the site's operators (CREATOR_EMAILS). */
  creatorEmails: string;
  /** SEASON_LABEL / PREFERRED_LEAGUE_NAME; unset means the defaults in functions/config.ts. */
  seasonLabel?: string;
  preferredLeagueName?: string;
  /** Cognito domain prefix; defaults to `<data stack name>-<account id>`, unique per account and stack. */
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

export interface TrebleStacks {
  data: DataStack;
  edge: EdgeStack;
  background: BackgroundStack;
  api: ApiStack;
}

/** The stacks' ids (and CloudFormation names) for an app name, in the order they deploy. */
export const stackNames = (name: string) => ({
  data: name,
  edge: `${name}Edge`,
  background: `${name}Background`,
  api: `${name}Api`,
});

/**
 * Everything Treble runs on in AWS, as four stacks split by how often each changes and what a
 * replacement would cost (docs/deploy.md): data (never replaced) → edge (the address users see
 * and the APIs' front doors) → background (events, jobs, the draft workflow) → api (the request
 * handlers). Each takes what it needs from the ones before it as cross-stack references, and none
 * refers to a later one, so they deploy in that order and any later stack can be redeployed alone.
 * Every stack stays within 60 % of CloudFormation's limits (stack-budget.ts, stacks.test.ts).
 */
export function addTreble(scope: Construct, name: string, props: TrebleProps): TrebleStacks {
  const names = stackNames(name);
  const stackProps = props.stackProps ?? {};
  const data = new DataStack(scope, names.data, {
    ...stackProps,
    description: "Treble data: the table, the user pool, the unsubscribe key, the alarm topic (never replaced)",
    creatorEmails: props.creatorEmails,
    authDomainPrefix: props.authDomainPrefix,
    mailFrom: props.mailFrom,
    mailReplyTo: props.mailReplyTo,
    vapidPublicKey: props.vapidPublicKey,
    vapidPrivateKey: props.vapidPrivateKey,
  });
  const edge = new EdgeStack(scope, names.edge, {
    ...stackProps,
    description: "Treble edge: the distribution and the site, the HTTP API's front door, the sign-in client",
    webDist: props.webDist ?? join(repoRoot, "web", "dist"),
    userPool: data.identity.userPool,
    alarmTopic: data.alarmTopic,
  });

  const { identity, table } = data;
  const environment: Record<string, string> = {
    TABLE_NAME: table.tableName,
    // Named up front: every function needs it in its environment, the bus's rules included.
    EVENT_BUS_NAME: `${name}-events`,
    OIDC_ISSUER: identity.issuer,
    OIDC_CLIENT_ID: edge.signIn.client.userPoolClientId,
    OIDC_LOGOUT_URL: identity.logoutUrl,
    USER_POOL_ID: identity.userPoolId,
    PUBLIC_URL: edge.site.url,
    CREATOR_EMAILS: props.creatorEmails,
    ...(props.seasonLabel ? { SEASON_LABEL: props.seasonLabel } : {}),
    ...(props.preferredLeagueName ? { PREFERRED_LEAGUE_NAME: props.preferredLeagueName } : {}),
  };
  if (!props.creatorEmails) {
    Annotations.of(data).addWarningV2(
      "treble:no-creator",
      "No creator e-mails: nobody can open the creator pages. Deploy with -c creatorEmails=you@example.com",
    );
  }

  const background = new BackgroundStack(scope, names.background, {
    ...stackProps,
    description: "Treble background: the event bus and its rules, the scheduled jobs, the draft workflow",
    appName: name,
    table,
    environment,
    notifications: data.notifications,
    jobs: props.jobs ?? declaredJobs,
    rules: props.rules ?? declaredRules,
    alarmTopic: data.alarmTopic,
    sourceMaps: props.sourceMaps,
  });
  // The realtime channel at /ws: its WebSocket API, stage and function sit at the edge with the
  // distribution that routes /ws to them (a later stack adding a behaviour would be a cycle); the
  // background's rule targets that send to its rooms are granted its @connections API.
  const realtime = new Realtime(edge, "Realtime", { table, environment });
  realtime.routeThrough(edge.site.distribution);
  if (props.sourceMaps) enableSourceMaps(realtime);
  acceptEdgeTableAccess(edge, table);
  for (const rule of (props.rules ?? declaredRules).filter((r) => r.needs === "realtime")) {
    realtime.grantSend(must(background.events.functions.get(rule.name), `${rule.name}'s function`));
  }
  const api = new ApiStack(scope, names.api, {
    edgeFunctions: new Map([[realtimeFunctionName, { fn: realtime.fn, logGroup: realtime.logGroup }]]),
    ...stackProps,
    description: "Treble API: the request handlers, their routes on the HTTP API, their alarms",
    httpApi: edge.gateway.httpApi,
    table,
    identity,
    environment,
    notifications: data.notifications,
    background,
    alarmTopic: data.alarmTopic,
    sourceMaps: props.sourceMaps,
  });
  // Sign-out and profile deletion close that browser's (or user's) sockets at once (decision 0285).
  realtime.grantSend(must(api.api.functions.get("auth"), "the auth function"));
  // The chat tells the league's room of each message, edit, deletion and reaction as it answers (issue 39).
  realtime.grantSend(must(api.api.functions.get("chat"), "the chat function"));
  return { data, edge, background, api };
}
