// The SDK's client signs, retries and types AWS errors (kept: tests/tooling/required-libraries.test.ts).
import { AdminDeleteUserCommand, CognitoIdentityProviderClient, UserNotFoundException } from "@aws-sdk/client-cognito-identity-provider";
import { awsClientOptions, config } from "../config";

/**
 * The identity provider's own account store. In AWS this is the Cognito user pool; the local
 * provider answers the same AdminDeleteUser call (COGNITO_ENDPOINT), so one code path serves both.
 * Only profile deletion needs it, so auth/profile.ts imports this module when a profile is
 * deleted: every sign-in's cold start would otherwise load the client. (Importing the package
 * itself dynamically would keep all of it, ~140 kB; this module's named imports are tree-shaken.)
 * Deletes the sign-in account itself (profile deletion); one already gone is fine.
 */
export async function deleteAccount(providerUsername: string): Promise<void> {
  if (!config.userPoolId) throw new Error("USER_POOL_ID is not configured");
  const client = new CognitoIdentityProviderClient(awsClientOptions(config.cognitoEndpoint));
  try {
    await client.send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: providerUsername }));
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  } finally {
    client.destroy();
  }
}
