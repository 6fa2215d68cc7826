import { awsClientOptions, config } from "./config";

/**
 * The identity provider's own account store. In AWS this is the Cognito user pool; the local
 * provider answers the same AdminDeleteUser call (COGNITO_ENDPOINT), so one code path serves both.
 * The SDK client loads on first use: only profile deletion needs it, and every sign-in's cold
 * start would otherwise pay for it.
 */
async function cognito() {
  const sdk = await import("@aws-sdk/client-cognito-identity-provider");
  const client = new sdk.CognitoIdentityProviderClient(awsClientOptions(config.cognitoEndpoint));
  return { sdk, client };
}

/** Deletes the sign-in account itself (profile deletion); one already gone is fine. */
export async function deleteAccount(providerUsername: string): Promise<void> {
  if (!config.userPoolId) throw new Error("USER_POOL_ID is not configured");
  const { sdk, client } = await cognito();
  try {
    await client.send(new sdk.AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: providerUsername }));
  } catch (error) {
    if (!(error instanceof sdk.UserNotFoundException)) throw error;
  } finally {
    client.destroy();
  }
}
