import { awsCall } from "./aws-call";
import { config } from "./config";

/**
 * The identity provider's own account store. In AWS this is the Cognito user pool; the local
 * provider answers the same AdminDeleteUser call (COGNITO_ENDPOINT), so one code path serves both.
 * The call goes through aws-call.ts: the SDK's Cognito client was ~34 kB of the sign-in bundle for
 * this one operation. Only profile deletion needs it, so auth/profile.ts imports this module when a
 * profile is deleted. Deletes the sign-in account itself (profile deletion); one already gone is fine.
 */
export async function deleteAccount(providerUsername: string): Promise<void> {
  if (!config.userPoolId) throw new Error("USER_POOL_ID is not configured");
  const call = awsCall("cognito-idp", config.cognitoEndpoint, (region) => `cognito-idp.${region}.amazonaws.com`);
  try {
    await call({
      path: "/",
      contentType: "application/x-amz-json-1.1",
      target: "AWSCognitoIdentityProviderService.AdminDeleteUser",
      body: { UserPoolId: config.userPoolId, Username: providerUsername },
    });
  } catch (error) {
    if ((error as Error).name !== "UserNotFoundException") throw error;
  }
}
