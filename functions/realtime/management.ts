// The SDK's client signs and types the management API's answers (GoneException for 410), the same on both hosts.
import { ApiGatewayManagementApiClient } from "@aws-sdk/client-apigatewaymanagementapi";
import { awsClientOptions } from "../config";

let client: ApiGatewayManagementApiClient | undefined;
/**
 * The `@connections` API at REALTIME_ENDPOINT. A plain-http endpoint is only ever the local host's
 * stand-in, which takes any credentials; in AWS the stage's https callback URL and the role's.
 */
export function management(endpoint: string) {
  client ??= new ApiGatewayManagementApiClient(endpoint.startsWith("http://") ? awsClientOptions(endpoint) : { endpoint });
  return client;
}

/** The gateway no longer has the connection (410). */
export const isGone = (error: unknown) =>
  error instanceof Error &&
  (error.name === "GoneException" || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 410);
