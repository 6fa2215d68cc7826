import { Stack, Validations } from "aws-cdk-lib";
import { AccessLogFormat } from "aws-cdk-lib/aws-apigateway";
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from "aws-cdk-lib/aws-apigatewayv2";
import { WebSocketLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import {
  AllowedMethods,
  CachePolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ViewerProtocolPolicy,
  type Distribution,
} from "aws-cdk-lib/aws-cloudfront";
import { HttpOrigin } from "aws-cdk-lib/aws-cloudfront-origins";
import type { ITableV2 } from "aws-cdk-lib/aws-dynamodb";
import { ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { Function as LambdaFunction } from "aws-cdk-lib/aws-lambda";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import type { LogGroup } from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";
import { REALTIME_PATH, REALTIME_STAGE } from "../../shared/contract/realtime";
import { appFunction } from "./app-function";
import { functionLogGroup } from "./function-settings";
import { limitsOf, realtimeFunctionName } from "./function-limits";

export interface RealtimeProps {
  table: ITableV2;
  /** Runtime configuration (functions/config.ts): the table, the site's URL (the Origin `$connect` accepts), sign-in. */
  environment: Record<string, string>;
}

/** The stage's limits for all routes together: a 1,000-member draft room's messages are far below it. */
export const realtimeThrottle = { rateLimit: 100, burstLimit: 200 } as const;

/** WebSocket access log fields ($context variables of WebSocket APIs), one JSON object per connect, message and disconnect. */
const realtimeAccessLogFields = {
  requestId: "$context.requestId",
  ip: "$context.identity.sourceIp",
  requestTime: "$context.requestTime",
  eventType: "$context.eventType",
  routeKey: "$context.routeKey",
  connectionId: "$context.connectionId",
  status: "$context.status",
  integrationStatus: "$context.integrationStatus",
  integrationLatency: "$context.integrationLatency",
  error: "$context.error.message",
} as const;

/**
 * The realtime channel: an API Gateway WebSocket API whose `$connect`, `$disconnect` and `$default`
 * routes all run one function (functions/realtime/handler.ts), deployed as the stage `ws` so that
 * CloudFront's `/ws` on the site's own origin is the stage's path: the browser opens
 * `wss://<site>/ws` and sends the session cookie with the handshake, as it does to /api/*.
 * `$default` answers the sender through its route response; everything else the app sends goes
 * through the stage's `@connections` API (`grantSend`).
 */
export class Realtime extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly fn: NodejsFunction;
  readonly logGroup: LogGroup;
  /** API Gateway's access log of the stage. */
  readonly accessLogs: LogGroup;

  constructor(scope: Construct, id: string, props: RealtimeProps) {
    super(scope, id);
    ({ fn: this.fn, logGroup: this.logGroup } = appFunction(this, "Channel", {
      entry: "functions/realtime/handler.ts",
      description: "Treble realtime: $connect, $disconnect and messages of the WebSocket API",
      limits: limitsOf(realtimeFunctionName),
      environment: props.environment,
      table: props.table,
      tableAccess: "readWrite",
    }));

    // The integration adds an invoke permission per route it serves. Given a reference to the
    // function that may not add permissions (not "same environment") and says to skip them quietly,
    // the three routes share the one permission added below (the stack's resource count is tight).
    const target = LambdaFunction.fromFunctionAttributes(this, "ChannelTarget", {
      functionArn: this.fn.functionArn,
      sameEnvironment: false,
      skipPermissions: true,
    });
    const integration = new WebSocketLambdaIntegration("ChannelIntegration", target);
    this.api = new WebSocketApi(this, "WebSocketApi", {
      description: "Treble realtime channel, reached through the CloudFront /ws behaviour",
      connectRouteOptions: { integration },
      disconnectRouteOptions: { integration },
      defaultRouteOptions: { integration, returnResponse: true },
    });
    this.accessLogs = functionLogGroup(this, "AccessLogs");
    this.stage = new WebSocketStage(this, "Stage", {
      webSocketApi: this.api,
      stageName: REALTIME_STAGE,
      autoDeploy: true,
      throttle: realtimeThrottle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(realtimeAccessLogFields)),
      },
    });
    this.fn.addPermission("InvokeFromWebSocketApi", {
      principal: new ServicePrincipal("apigateway.amazonaws.com"),
      sourceArn: this.api.arnForExecuteApiV2("*", REALTIME_STAGE),
    });

    Validations.of(this.api).acknowledge({
      id: "AwsSolutions-APIG4",
      reason:
        "No API Gateway authorizer: the session travels in an HttpOnly cookie (the handshake's), which the $connect function verifies against the session store, as the HTTP API's functions do.",
    });
  }

  /**
   * Lets a function send to connections (PostToConnection, GetConnection, DeleteConnection on this
   * stage) and tells it where: REALTIME_ENDPOINT, the stage's callback URL.
   */
  grantSend(fn: NodejsFunction) {
    this.api.grantManageConnections(fn);
    fn.addEnvironment("REALTIME_ENDPOINT", this.stage.callbackUrl);
    // cdk-nag writes the API's id as the sender's stack sees it: a logical id, or the export it imports.
    const [producer, consumer] = [Stack.of(this), Stack.of(fn)];
    const apiRef =
      producer === consumer
        ? `<${producer.resolve(producer.getLogicalId(this.api.node.defaultChild as never))}>`
        : (consumer.resolve(producer.exportValue(this.api.apiId)) as { "Fn::ImportValue": string })["Fn::ImportValue"];
    Validations.of(fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:${apiRef}/*/*/@connections/*]`,
      reason: "Connection ids are made by API Gateway at each connect: the grant covers this API's @connections only.",
    });
  }

  /**
   * CloudFront's `/ws` on the site's distribution: the handshake (a GET) with its cookies and
   * headers but not Host (API Gateway routes on its own name), never cached; CloudFront carries
   * WebSocket upgrades on any behaviour.
   */
  routeThrough(distribution: Distribution) {
    const stack = Stack.of(this);
    const domain = `${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    distribution.addBehavior(REALTIME_PATH, new HttpOrigin(domain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }), {
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    });
  }
}
