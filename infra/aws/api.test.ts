// The HTTP API: one Lambda per route group and every route of functions/routes.ts on its group's function.
import { describe, expect, it } from "vitest";
import { groups, routes } from "../../functions/routes";
import { resourcesOf, synthesize, TEST_CREATOR } from "./synth-for-tests";

const template = synthesize();
const functions = resourcesOf(template, "AWS::Lambda::Function");
/** The HTTP API's own (the realtime channel's WebSocket API has its routes too: realtime.test.ts). */
const httpApiId = Object.entries(resourcesOf(template, "AWS::ApiGatewayV2::Api")).find(
  ([, api]) => api.Properties.ProtocolType === "HTTP",
)![0];
const onHttpApi = <T extends { Properties: Record<string, any> }>(resources: Record<string, T>) =>
  Object.fromEntries(Object.entries(resources).filter(([, r]) => r.Properties.ApiId?.Ref === httpApiId));
const integrations = onHttpApi(resourcesOf(template, "AWS::ApiGatewayV2::Integration"));
const apiRoutes = Object.values(onHttpApi(resourcesOf(template, "AWS::ApiGatewayV2::Route")));

const groupOfFunction = (logicalId: string) => /^Treble API: (\w+) routes$/.exec(functions[logicalId]?.Properties.Description ?? "")?.[1];
const groupFunctions = Object.entries(functions).filter(([id]) => groupOfFunction(id));

/** The group whose function a route invokes: route → integration → Lambda. */
function groupOfRoute(route: (typeof apiRoutes)[number]): string | undefined {
  const integrationId = route.Properties.Target["Fn::Join"][1][1].Ref as string;
  const uri = integrations[integrationId].Properties.IntegrationUri;
  return groupOfFunction(uri["Fn::GetAtt"][0]);
}

describe("HTTP API", () => {
  it("has one function per group, from the group's handler", () => {
    expect(groupFunctions.map(([id]) => groupOfFunction(id)).sort()).toEqual([...groups].sort());
  });

  it("runs every group function on Node 22, arm64, with one month of logs", () => {
    const logGroups = resourcesOf(template, "AWS::Logs::LogGroup");
    for (const [, fn] of groupFunctions) {
      expect(fn.Properties).toMatchObject({ Runtime: "nodejs22.x", Architectures: ["arm64"], Handler: "index.handler" });
      const logGroupId = fn.Properties.LoggingConfig.LogGroup.Ref as string;
      expect(logGroups[logGroupId].Properties.RetentionInDays).toBe(30);
    }
  });

  it("gives every group function the runtime configuration", () => {
    for (const [, fn] of groupFunctions) {
      const variables = fn.Properties.Environment.Variables;
      expect(Object.keys(variables)).toEqual(
        expect.arrayContaining(["TABLE_NAME", "OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_LOGOUT_URL", "PUBLIC_URL", "CREATOR_EMAILS"]),
      );
      expect(variables.CREATOR_EMAILS).toBe(TEST_CREATOR);
      expect(variables.OIDC_ISSUER).toEqual({
        "Fn::Join": ["", ["https://", { "Fn::GetAtt": [expect.stringMatching(/^IdentityUserPool/), "ProviderURL"] }]],
      });
      expect(JSON.stringify(variables.OIDC_LOGOUT_URL)).toMatch(/\.amazoncognito\.com\/logout"/);
      expect(variables.PUBLIC_URL).toEqual({
        "Fn::Join": ["", ["https://", { "Fn::GetAtt": [expect.stringMatching(/^SiteDistribution/), "DomainName"] }]],
      });
    }
  });

  it("sets SEASON_LABEL and PREFERRED_LEAGUE_NAME only when configured", () => {
    const configured = synthesize({ seasonLabel: "2026/27", preferredLeagueName: "Office League" });
    const [, fn] = Object.entries(resourcesOf(configured, "AWS::Lambda::Function")).find(
      ([, f]) => f.Properties.Description === "Treble API: auth routes",
    )!;
    expect(fn.Properties.Environment.Variables).toMatchObject({ SEASON_LABEL: "2026/27", PREFERRED_LEAGUE_NAME: "Office League" });
    for (const [, f] of groupFunctions) expect(f.Properties.Environment.Variables).not.toHaveProperty("SEASON_LABEL");
  });

  it("has exactly the declared routes", () => {
    expect(apiRoutes.map((r) => r.Properties.RouteKey).sort()).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
  });

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r.group]))("routes %s to the %s function", (routeKey, group) => {
    const route = apiRoutes.find((r) => r.Properties.RouteKey === routeKey)!;
    expect(groupOfRoute(route)).toBe(group);
  });

  it("uses payload format 2.0 and no API Gateway authorizer (the functions verify the session cookie)", () => {
    for (const integration of Object.values(integrations)) expect(integration.Properties.PayloadFormatVersion).toBe("2.0");
    template.resourceCountIs("AWS::ApiGatewayV2::Authorizer", 0);
    for (const route of apiRoutes) expect(route.Properties.AuthorizationType ?? "NONE").toBe("NONE");
  });
});
