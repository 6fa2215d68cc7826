// The realtime channel's CDK part: a WebSocket API whose three routes run one function with one invoke permission, behind CloudFront's /ws.
import { App, Stack } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { AttributeType, TableV2 } from "aws-cdk-lib/aws-dynamodb";
import { describe, expect, it } from "vitest";
import { rules } from "../../events/rules";
import { REALTIME_PATH, REALTIME_STAGE } from "../../shared/contract/realtime";
import { Realtime, realtimeThrottle } from "./realtime";
import { resourcesOf, synthesize } from "./synth-for-tests";

const template = synthesize();
const functions = resourcesOf(template, "AWS::Lambda::Function");
const [channelId] = Object.entries(functions).find(([, fn]) => String(fn.Properties.Description).startsWith("Treble realtime:")) ?? [];
const [boardChangedId] =
  Object.entries(functions).find(([, fn]) => String(fn.Properties.Description).includes("realtime-board-changed")) ?? [];
const webSocketApis = Object.entries(resourcesOf(template, "AWS::ApiGatewayV2::Api")).filter(
  ([, api]) => api.Properties.ProtocolType === "WEBSOCKET",
);
const [apiId] = webSocketApis[0] ?? [];
const onApi = <T extends { Properties: Record<string, any> }>(resources: Record<string, T>) =>
  Object.values(resources).filter((r) => r.Properties.ApiId?.Ref === apiId);

describe("realtime channel", () => {
  it("is one WebSocket API whose $connect, $disconnect and $default run the one realtime function", () => {
    expect(channelId).toBeDefined();
    expect(webSocketApis).toHaveLength(1);
    const routes = onApi(resourcesOf(template, "AWS::ApiGatewayV2::Route"));
    expect(routes.map((r) => r.Properties.RouteKey).sort()).toEqual(["$connect", "$default", "$disconnect"]);
    const integrations = onApi(resourcesOf(template, "AWS::ApiGatewayV2::Integration"));
    expect(integrations).toHaveLength(1);
    expect(JSON.stringify(integrations[0].Properties.IntegrationUri)).toContain(channelId);
    // $default answers its sender through the route response.
    expect(routes.find((r) => r.Properties.RouteKey === "$default")?.Properties.RouteResponseSelectionExpression).toBe("$default");
    expect(onApi(resourcesOf(template, "AWS::ApiGatewayV2::RouteResponse"))).toHaveLength(1);
  });

  it("lets API Gateway invoke the function through one permission for every route, not one per route", () => {
    const permissions = Object.values(resourcesOf(template, "AWS::Lambda::Permission")).filter((p) =>
      JSON.stringify(p.Properties.FunctionName).includes(channelId!),
    );
    expect(permissions).toHaveLength(1);
    expect(permissions[0].Properties.Principal).toBe("apigateway.amazonaws.com");
    expect(JSON.stringify(permissions[0].Properties.SourceArn)).toContain(apiId);
  });

  it("deploys the stage `ws`, throttled and access-logged, which CloudFront's /ws reaches with cookies, uncached", () => {
    const [stage] = onApi(resourcesOf(template, "AWS::ApiGatewayV2::Stage"));
    expect(stage.Properties).toMatchObject({
      StageName: REALTIME_STAGE,
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: realtimeThrottle.rateLimit, ThrottlingBurstLimit: realtimeThrottle.burstLimit },
    });
    expect(stage.Properties.AccessLogSettings.Format).toContain("$context.connectionId");
    expect(REALTIME_PATH).toBe(`/${REALTIME_STAGE}`);

    const [distribution] = Object.values(resourcesOf(template, "AWS::CloudFront::Distribution"));
    const config = distribution.Properties.DistributionConfig;
    const behaviour = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === REALTIME_PATH);
    expect(behaviour).toMatchObject({
      ViewerProtocolPolicy: "https-only",
      AllowedMethods: ["GET", "HEAD"],
      CachePolicyId: "4135ea2d-6df8-44a3-9df3-4b5a84be39ad", // Managed-CachingDisabled
      OriginRequestPolicyId: "b689b0a8-53d0-40ab-baf2-68738e2966ac", // Managed-AllViewerExceptHostHeader
    });
    const origin = config.Origins.find((o: { Id: string }) => o.Id === behaviour.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain(apiId);
    expect(origin.OriginPath ?? "").toBe("");
  });

  it("gives the realtime function the table and the site's URL, and the board's rule target the stage's callback URL and the right to send", () => {
    expect(Object.keys(functions[channelId!].Properties.Environment.Variables)).toEqual(
      expect.arrayContaining(["TABLE_NAME", "PUBLIC_URL"]),
    );
    const variables = functions[boardChangedId!].Properties.Environment.Variables;
    expect(JSON.stringify(variables.REALTIME_ENDPOINT)).toContain(apiId);
    expect(JSON.stringify(variables.REALTIME_ENDPOINT)).toContain(`/${REALTIME_STAGE}`);
    const roleId = functions[boardChangedId!].Properties.Role["Fn::GetAtt"][0];
    const policies = Object.values(resourcesOf(template, "AWS::IAM::Policy")).filter((p) =>
      p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId),
    );
    const statements = policies.flatMap((p) => p.Properties.PolicyDocument.Statement);
    const manage = statements.find((s) => s.Action === "execute-api:ManageConnections");
    expect(JSON.stringify(manage.Resource)).toContain(apiId);
    // Only the rule targets that fan out to a room may send (the board's and the live draft's),
    // sign-in's function, which closes a signed-out browser's sockets, and the chat's, which tells the
    // room of each message; the realtime function answers through route responses.
    const senders = Object.values(resourcesOf(template, "AWS::IAM::Policy")).filter((p) =>
      JSON.stringify(p.Properties.PolicyDocument).includes("execute-api:ManageConnections"),
    );
    expect(senders).toHaveLength(rules.filter((r) => r.needs === "realtime").length + 2);
    const draftChangedId = Object.entries(functions).find(([, fn]) =>
      String(fn.Properties.Description).includes("realtime-draft-changed"),
    )?.[0];
    const draftRole = functions[draftChangedId!].Properties.Role["Fn::GetAtt"][0];
    expect(senders.some((p) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === draftRole))).toBe(true);
  });

  it("stands alone: a stack with a table and the construct synthesizes", () => {
    const app = new App({ builtinCloudFormationValidation: false, context: { "aws:cdk:bundling-stacks": [] } });
    const stack = new Stack(app, "RealtimeAlone");
    const table = new TableV2(stack, "Table", { partitionKey: { name: "pk", type: AttributeType.STRING } });
    new Realtime(stack, "Realtime", { table, environment: { TABLE_NAME: table.tableName } });
    const alone = Template.fromStack(stack);
    alone.resourceCountIs("AWS::ApiGatewayV2::Route", 3);
    alone.resourceCountIs("AWS::Lambda::Permission", 1);
  });
});
