import { config } from "../../functions/lib/config";

/**
 * Stands in for `@aws-sdk/credential-provider-node` in every function bundle (an esbuild alias in
 * function-settings.ts). Lambda hands a function its role's credentials in environment variables,
 * so the SDK's default chain (shared ini files, SSO, web identity, process, login, instance
 * metadata, with the STS and SSO clients they bring) is never used there, yet it is about a third
 * of a DynamoDB-only bundle. The local host sets the same variables for its functions.
 */
export const defaultProvider = () => async (): Promise<{ accessKeyId: string; secretAccessKey: string; sessionToken?: string }> => {
  const { accessKeyId, secretAccessKey, sessionToken } = config.awsCredentials;
  if (!accessKeyId || !secretAccessKey) throw new Error("No AWS credentials: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set");
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
};
