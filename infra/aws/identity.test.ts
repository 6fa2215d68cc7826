// Cognito: self sign-up with e-mail and name, managed login, and a public code-flow client that returns to the site.
import { describe, expect, it } from "vitest";
import { onlyResource, resourcesOf, synthesize } from "./synth-for-tests";

const template = synthesize({ authDomainPrefix: "treble-test" });
const [poolId, pool] = onlyResource(template, "AWS::Cognito::UserPool");
const [clientId, client] = onlyResource(template, "AWS::Cognito::UserPoolClient");
const distributionUrl = (path: string) => ({
  "Fn::Join": ["", ["https://", { "Fn::GetAtt": [expect.stringMatching(/^SiteDistribution/), "DomainName"] }, path]],
});

describe("identity", () => {
  it("lets people sign themselves up with e-mail, and requires a name", () => {
    expect(pool.Properties.UsernameAttributes).toEqual(["email"]);
    expect(pool.Properties.AdminCreateUserConfig.AllowAdminCreateUserOnly).toBe(false);
    expect(pool.Properties.AutoVerifiedAttributes).toEqual(["email"]);
    expect(pool.Properties.Schema).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Name: "email", Required: true }),
        expect.objectContaining({ Name: "name", Required: true }),
      ]),
    );
    expect(pool.Properties.DeletionProtection).toBe("ACTIVE");
  });

  it("uses the newer managed login on the configured domain, styled for the client", () => {
    const [, domain] = onlyResource(template, "AWS::Cognito::UserPoolDomain");
    expect(domain.Properties).toMatchObject({ Domain: "treble-test", ManagedLoginVersion: 2, UserPoolId: { Ref: poolId } });
    const [, branding] = onlyResource(template, "AWS::Cognito::ManagedLoginBranding");
    expect(branding.Properties).toMatchObject({ ClientId: { Ref: clientId }, UseCognitoProvidedValues: true });
  });

  it("has a public client for the authorization code flow (PKCE, no secret)", () => {
    expect(client.Properties).toMatchObject({
      GenerateSecret: false,
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthFlows: ["code"],
      SupportedIdentityProviders: ["COGNITO"],
    });
    expect([...client.Properties.AllowedOAuthScopes].sort()).toEqual(["email", "openid", "profile"]);
  });

  it("returns to the site's callback and sign-out pages", () => {
    expect(client.Properties.CallbackURLs).toEqual([distributionUrl("/api/auth/callback")]);
    expect(client.Properties.LogoutURLs).toEqual([distributionUrl("/")]);
  });

  it("issues ID tokens valid for one day", () => {
    const minutes = client.Properties.TokenValidityUnits.IdToken === "minutes" ? client.Properties.IdTokenValidity : undefined;
    expect(minutes).toBe(24 * 60);
  });

  it("keeps a user's verified e-mail until a new one is verified", () => {
    expect(pool.Properties.UserAttributeUpdateSettings).toEqual({ AttributesRequireVerificationBeforeUpdate: ["email"] });
  });

  it("lets only the auth function delete accounts, and only in this pool", () => {
    const statements = Object.values(resourcesOf(template, "AWS::IAM::Policy")).flatMap((p) =>
      p.Properties.PolicyDocument.Statement.filter((s: { Action: string | string[] }) =>
        [s.Action].flat().some((a) => a.startsWith("cognito-idp:")),
      ).map((s: unknown) => ({ statement: s, roles: p.Properties.Roles })),
    );
    expect(statements).toHaveLength(1);
    expect(statements[0].statement).toMatchObject({
      Action: "cognito-idp:AdminDeleteUser",
      Effect: "Allow",
      Resource: { "Fn::GetAtt": [poolId, "Arn"] },
    });
    const authFunction = Object.values(resourcesOf(template, "AWS::Lambda::Function")).find(
      (f) => f.Properties.Description === "Treble API: auth routes",
    )!;
    expect(statements[0].roles).toEqual([authFunction.Properties.Role["Fn::GetAtt"][0]].map((id) => ({ Ref: id })));
    expect(authFunction.Properties.Environment.Variables.USER_POOL_ID).toEqual({ Ref: poolId });
  });

  it("expires sessions with the table's TTL", () => {
    const [, table] = onlyResource(template, "AWS::DynamoDB::GlobalTable");
    expect(table.Properties.TimeToLiveSpecification).toEqual({ AttributeName: "expiresAt", Enabled: true });
  });

  it("defaults the domain prefix to the stack name and account", () => {
    const [, domain] = onlyResource(synthesize(), "AWS::Cognito::UserPoolDomain");
    expect(domain.Properties.Domain).toEqual({ "Fn::Join": ["", ["trebletest-", { Ref: "AWS::AccountId" }]] });
  });
});
