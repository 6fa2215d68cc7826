// The SDK's client signs and types the management API's answers (GoneException for 410), the same on both hosts.
import { Agent as HttpAgent } from "node:http";
import { Agent as HttpsAgent } from "node:https";
import { ApiGatewayManagementApiClient } from "@aws-sdk/client-apigatewaymanagementapi";
import { awsClientOptions } from "../config";

/**
 * Sends in flight at once from one environment: PostToConnection takes one connection a call, so a
 * 1,000-watcher room is 1,000 calls, each a network round trip in AWS; 64 at a time make it about
 * 16 round trips (decision 0342). The client's sockets are kept alive and sized to match.
 */
export const MANAGEMENT_CONCURRENCY = 64;

let client: ApiGatewayManagementApiClient | undefined;
/**
 * The `@connections` API at REALTIME_ENDPOINT. A plain-http endpoint is only ever the local host's
 * stand-in, which takes any credentials; in AWS the stage's https callback URL and the role's.
 * `cacheMiddleware`: each call of a fan-out reuses the command's resolved middleware stack instead
 * of building it again (about a sixth of the SDK's work per send, decision 0342).
 */
export function management(endpoint: string) {
  if (client) return client;
  const agent = { keepAlive: true, maxSockets: MANAGEMENT_CONCURRENCY };
  client = new ApiGatewayManagementApiClient({
    ...(endpoint.startsWith("http://") ? awsClientOptions(endpoint) : { endpoint }),
    cacheMiddleware: true,
    requestHandler: { httpAgent: new HttpAgent(agent), httpsAgent: new HttpsAgent(agent) },
  });
  return client;
}

/** The gateway no longer has the connection (410). */
export const isGone = (error: unknown) =>
  error instanceof Error &&
  (error.name === "GoneException" || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 410);
