import { AccessLogFormat } from "aws-cdk-lib/aws-apigateway";
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  type IHttpApi,
} from "aws-cdk-lib/aws-apigatewayv2";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import type { ITableV2 } from "aws-cdk-lib/aws-dynamodb";
import { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import type { LogGroup } from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";
import { groups, routesOf, type Group } from "../../functions/routes";
import { grantTableAccess, type TableAccess } from "./data-table";
import { baseEnvironment, functionLogGroup, functionSettings } from "./function-settings";
import { functionCode } from "./function-code";
import { pascalCase } from "./names";

/**
 * What each endpoint group may do with the table. Typed by `Group`, so adding a group to
 * functions/routes.ts does not compile until someone decides its access here.
 */
export const groupTableAccess: Record<Group, TableAccess> = {
  // Sign-in upserts the user; deleting a profile removes the user's items.
  auth: "readWrite",
  leagues: "readWrite",
  // The activity log is written by its event rule; the API only reads it.
  activity: "read",
  // Admins and the creator can start a refresh, which writes players and goals.
  feed: "readWrite",
  picks: "readWrite",
  draft: "readWrite",
  // Members save their candidates; the creator sets the deadline; admins' window drafts write runs.
  window: "readWrite",
  leaderboard: "read",
  notifications: "readWrite",
  members: "readWrite",
  backup: "read",
  creator: "read",
  // Members post, edit and react; the read marker and mutes are written too.
  chat: "readWrite",
};

/**
 * The default stage's limits for all routes together. A league of 1,000 members opening the
 * boards after a deadline is well under this; a runaway client or a flood is cut off at the edge
 * with 429s before it reaches the functions and the table (the account default is 10,000/s).
 */
export const apiThrottle = { rateLimit: 100, burstLimit: 200 } as const;

/** HTTP API access log fields ($context variables of HTTP APIs), one JSON object per request. */
export const accessLogFields = {
  requestId: "$context.requestId",
  ip: "$context.identity.sourceIp",
  requestTime: "$context.requestTime",
  method: "$context.httpMethod",
  routeKey: "$context.routeKey",
  path: "$context.path",
  status: "$context.status",
  protocol: "$context.protocol",
  responseLength: "$context.responseLength",
  responseLatency: "$context.responseLatency",
  integrationStatus: "$context.integrationStatus",
  integrationLatency: "$context.integrationLatency",
  integrationError: "$context.integrationErrorMessage",
  error: "$context.error.message",
} as const;

/**
 * The HTTP API's front door: the API itself, its default stage (throttling, access log) and
 * nothing that changes with the code. It lives in the edge stack beside the distribution, whose
 * /api/* behaviour needs its address; the routes, integrations and functions that serve it live in
 * the API stack (Api below) and are attached by the API's id.
 */
export class ApiGateway extends Construct {
  readonly httpApi: HttpApi;
  /** API Gateway's access log: one JSON line per request, 5xx answers the functions never saw included. */
  readonly accessLogs: LogGroup;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    // Served through CloudFront on the site's own origin, so no CORS configuration.
    this.httpApi = new HttpApi(this, "HttpApi", {
      description: "Treble API, reached through the CloudFront /api/* behaviour",
      // The default stage is declared below, with its access log and throttling.
      createDefaultStage: false,
    });
    this.accessLogs = functionLogGroup(this, "AccessLogs");
    // Auto-deployed: routes the API stack adds or changes go live without a deployment resource.
    new HttpStage(this, "DefaultStage", {
      httpApi: this.httpApi,
      stageName: "$default",
      autoDeploy: true,
      throttle: apiThrottle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(accessLogFields)),
      },
    });
  }
}

export interface ApiProps {
  /** The API (in the edge stack) whose routes these are. */
  httpApi: IHttpApi;
  table: ITableV2;
  /** Runtime configuration (functions/config.ts) shared by every group. */
  environment: Record<string, string>;
  /** Settings only some groups get (the notifications group's unsubscribe secret and VAPID key). */
  groupEnvironment?: Partial<Record<Group, Record<string, string>>>;
}

/**
 * The HTTP API's routes: one Lambda per endpoint group, every route of functions/routes.ts mapped
 * to its group's function with its exact method and path.
 *
 * Each function carries ONE permission for API Gateway to invoke it, from any route of this API
 * (its source ARN `<api execution ARN>/*\/*\/*`), instead of one per route: a hundred routes were
 * a hundred permissions, a fifth of a CloudFormation stack's 500 resources. The permission still
 * opens the function to this one API only; which route reaches which function stays what the
 * routes below declare, and only a deploy changes them.
 *
 * There is deliberately no API Gateway JWT authorizer: the ID token travels in an HttpOnly
 * cookie, which an authorizer cannot read (it takes a header), and several routes (sign-in, the
 * callback, league lookup) are public. Each function's middleware verifies the cookie's token
 * with aws-jwt-verify on every request, the same code the local host runs.
 */
export class Api extends Construct {
  readonly functions: ReadonlyMap<Group, NodejsFunction>;
  /** Each group function's own log group (the creator's log view reads them, with all the others). */
  readonly logGroups: ReadonlyMap<Group, LogGroup>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const functions = new Map<Group, NodejsFunction>();
    const logGroups = new Map<Group, LogGroup>();
    for (const group of groups) {
      const name = pascalCase(group);
      const logGroup = functionLogGroup(this, `${name}Logs`);
      logGroups.set(group, logGroup);
      const fn = new NodejsFunction(this, `${name}Function`, {
        ...functionSettings,
        code: functionCode(`functions/${group}/handler.ts`),
        description: `Treble API: ${group} routes`,
        environment: { ...baseEnvironment, ...props.environment, ...props.groupEnvironment?.[group] },
        logGroup,
      });
      grantTableAccess(props.table, fn, groupTableAccess[group]);

      const integration = new HttpLambdaIntegration(`${name}Integration`, fn, { scopePermissionToRoute: false });
      for (const route of routesOf(group)) {
        // Created here, not through httpApi.addRoutes, which would put the route in the API's own stack.
        new HttpRoute(this, `${name}${pascalCase(route.name)}Route`, {
          httpApi: props.httpApi,
          routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
          integration,
        });
      }
      functions.set(group, fn);
    }
    this.functions = functions;
    this.logGroups = logGroups;
  }
}
