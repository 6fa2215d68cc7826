import { join } from "node:path";
import { HttpApi, HttpMethod } from "aws-cdk-lib/aws-apigatewayv2";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import type { ITableV2 } from "aws-cdk-lib/aws-dynamodb";
import { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import type { LogGroup } from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";
import { groups, routesOf, type Group } from "../../functions/routes";
import { grantTableAccess, type TableAccess } from "./data-table";
import { baseEnvironment, functionLogGroup, functionSettings, repoRoot } from "./function-settings";
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
  leaderboard: "read",
  notifications: "readWrite",
  members: "readWrite",
  backup: "read",
  creator: "read",
};

export interface ApiProps {
  table: ITableV2;
  /** Runtime configuration (functions/lib/config.ts) shared by every group. */
  environment: Record<string, string>;
  /** Settings only some groups get (the notifications group's unsubscribe secret and VAPID key). */
  groupEnvironment?: Partial<Record<Group, Record<string, string>>>;
}

/**
 * The HTTP API: one Lambda per endpoint group, every route of functions/routes.ts mapped to its
 * group's function with its exact method and path.
 *
 * There is deliberately no API Gateway JWT authorizer: the ID token travels in an HttpOnly
 * cookie, which an authorizer cannot read (it takes a header), and several routes (sign-in, the
 * callback, league lookup) are public. Each function's middleware verifies the cookie's token
 * with aws-jwt-verify on every request, the same code the local host runs.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions: ReadonlyMap<Group, NodejsFunction>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    // Served through CloudFront on the site's own origin, so no CORS configuration.
    this.httpApi = new HttpApi(this, "HttpApi", { description: "Treble API, reached through the CloudFront /api/* behaviour" });

    const functions = new Map<Group, NodejsFunction>();
    const logGroups: LogGroup[] = [];
    for (const group of groups) {
      const name = pascalCase(group);
      const logGroup = functionLogGroup(this, `${name}Logs`);
      logGroups.push(logGroup);
      const fn = new NodejsFunction(this, `${name}Function`, {
        ...functionSettings,
        entry: join(repoRoot, "functions", group, "handler.ts"),
        description: `Treble API: ${group} routes`,
        environment: { ...baseEnvironment, ...props.environment, ...props.groupEnvironment?.[group] },
        logGroup,
      });
      grantTableAccess(props.table, fn, groupTableAccess[group]);

      const integration = new HttpLambdaIntegration(`${name}Integration`, fn);
      for (const route of routesOf(group)) {
        this.httpApi.addRoutes({ path: route.path, methods: [HttpMethod[route.method]], integration });
      }
      functions.set(group, fn);
    }
    this.functions = functions;

    // The creator's API logs and errors are read back from exactly these log groups.
    const creator = functions.get("creator")!;
    creator.addEnvironment("LOG_GROUP_NAMES", logGroups.map((g) => g.logGroupName).join(","));
    for (const logGroup of logGroups) logGroup.grant(creator, "logs:FilterLogEvents");
  }
}
