import { must } from "../../shared/must";
import { Stack, type StackProps } from "aws-cdk-lib";
import type { IHttpApi } from "aws-cdk-lib/aws-apigatewayv2";
import type { ITableV2 } from "aws-cdk-lib/aws-dynamodb";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { LogGroup, type ILogGroup } from "aws-cdk-lib/aws-logs";
import type { ITopic } from "aws-cdk-lib/aws-sns";
import type { Construct } from "constructs";
import { Alarms } from "./alarms";
import { Api } from "./api";
import type { BackgroundStack } from "./background-stack";
import { apiFunctionName } from "./function-limits";
import { enableSourceMaps, writeOwnLogsOnly } from "./function-settings";
import { grantDeleteAccount, type Identity } from "./identity";
import { acceptApiFindings } from "./nag-suppressions";
import type { Notifications } from "./notifications";
import { pascalCase } from "./names";

export interface ApiStackProps extends StackProps {
  /** The HTTP API (edge stack) the routes attach to. */
  httpApi: IHttpApi;
  table: ITableV2;
  identity: Identity;
  /** Runtime configuration (functions/config.ts) every function gets. */
  environment: Record<string, string>;
  notifications: Notifications;
  /** The bus, the draft workflow and the background functions' log groups (the creator reads them). */
  background: BackgroundStack;
  alarmTopic: ITopic;
  sourceMaps?: boolean;
  /**
   * Functions of the edge stack (the realtime channel's), by their function-limits names: watched,
   * held to their own log group and read by the creator's log view like this stack's own.
   */
  edgeFunctions?: ReadonlyMap<string, { fn: NodejsFunction; logGroup: LogGroup }>;
}

/**
 * The code that answers requests, deployed last and the stack that changes with nearly every
 * release: one function per endpoint group, their integrations and every route of
 * functions/routes.ts on the edge stack's HTTP API, one invoke permission per function, and their
 * alarms. A WebSocket API's routes and function group go here too, beside the HTTP routes
 * (docs/deploy.md, "Adding to the stacks").
 */
export class ApiStack extends Stack {
  readonly api: Api;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { workflow, events } = props.background;
    this.api = new Api(this, "Api", {
      httpApi: props.httpApi,
      table: props.table,
      environment: { ...props.environment, ...workflow.environment },
      groupEnvironment: { notifications: props.notifications.environment },
    });
    const api = this.api;
    // Only the draft and January window endpoints start and watch the draft.
    const draftRunners = [must(api.functions.get("draft"), "the draft function"), must(api.functions.get("window"), "the window function")];
    for (const fn of draftRunners) workflow.grantRun(fn);
    // Only sign-in's function deletes accounts (profile deletion).
    grantDeleteAccount(props.identity, must(api.functions.get("auth"), "the auth function"));
    // Handlers publish what happened.
    for (const fn of api.functions.values()) events.grantPublish(fn);
    if (props.sourceMaps) enableSourceMaps(this);

    const functions = new Map<string, { fn: NodejsFunction; logGroup: LogGroup }>([
      ...[...api.functions].map(
        ([group, fn]) => [apiFunctionName(group), { fn, logGroup: must(api.logGroups.get(group), `${group}'s log group`) }] as const,
      ),
      ...(props.edgeFunctions ?? new Map()),
    ]);
    for (const { fn, logGroup } of functions.values()) writeOwnLogsOnly(fn, logGroup);

    // The creator's API logs and errors read every function's log group, and only those. The
    // background stack's groups are named to this stack (their names are its only exports for
    // them), so the grant's ARNs are written here from the names.
    const creator = must(api.functions.get("creator"), "the creator function");
    const imported = [...props.background.functions].map(([name, { logGroup }]) =>
      LogGroup.fromLogGroupName(this, `${pascalCase(name)}LogGroup`, logGroup.logGroupName),
    );
    const readable: ILogGroup[] = [...[...functions.values()].map(({ logGroup }) => logGroup), ...imported];
    creator.addEnvironment("LOG_GROUP_NAMES", readable.map((group) => group.logGroupName).join(","));
    for (const group of readable) group.grant(creator, "logs:FilterLogEvents");

    new Alarms(this, "ApiAlarms", { topic: props.alarmTopic, functions: new Map([...functions].map(([name, { fn }]) => [name, fn])) });

    acceptApiFindings(this, {
      api,
      draftRunners,
      stateMachine: workflow.stateMachine,
      table: props.table,
      logReader: creator,
      importedLogGroups: [...props.background.functions.values()].map(({ logGroup }) => logGroup),
    });
  }
}
