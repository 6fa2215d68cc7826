import { AdminDeleteUserCommand, CognitoIdentityProviderClient, UserNotFoundException } from "@aws-sdk/client-cognito-identity-provider";
import { config } from "./config";

let client: CognitoIdentityProviderClient | undefined;

/**
 * The identity provider's own account store. In AWS this is the Cognito user pool; the local
 * provider answers the same AdminDeleteUser call (COGNITO_ENDPOINT), so one code path serves both.
 */
function cognito() {
  const endpoint = config.cognitoEndpoint;
  client ??= new CognitoIdentityProviderClient(
    endpoint ? { endpoint, region: "local", credentials: { accessKeyId: "local", secretAccessKey: "local" } } : {},
  );
  return client;
}

/** Deletes the sign-in account itself (profile deletion); one already gone is fine. */
export async function deleteAccount(providerUsername: string): Promise<void> {
  if (!config.userPoolId) throw new Error("USER_POOL_ID is not configured");
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: providerUsername }));
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
}
