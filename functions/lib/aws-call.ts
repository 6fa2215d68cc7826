import { createHash, createHmac, type Hash, type Hmac } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { SignatureV4 } from "@smithy/signature-v4";
import { config } from "./config";

type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: SourceData) =>
  typeof data === "string"
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

/** SHA-256 (and HMAC) on node:crypto, in the shape the SDK's request signer takes. */
class Sha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: SourceData) {
    this.hash = secret ? createHmac("sha256", bytes(secret)) : createHash("sha256");
  }
  update(data: SourceData): void {
    this.hash.update(bytes(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(this.hash.digest());
  }
}

/** Attempts per call, as the SDK's standard retry mode: throttling, 5xx and network failures are tried again. */
const ATTEMPTS = 3;
const retryable = (status: number) => status === 429 || status >= 500;

export interface AwsRequest {
  path: string;
  /** `application/json` (REST-JSON APIs such as SES v2) or `application/x-amz-json-1.1` (JSON-RPC APIs such as Cognito). */
  contentType: string;
  /** A JSON-RPC API's operation, e.g. `AWSCognitoIdentityProviderService.AdminDeleteUser`. */
  target?: string;
  body: object;
}

/**
 * A refused call as the SDK would throw it: named for AWS's error type (`x-amzn-errortype`, or the
 * body's `__type`, without namespace or URL), with the body's message.
 */
function refusal(response: Response, text: string, what: string): Error {
  let body: { __type?: unknown; message?: unknown; Message?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON: the status names it.
  }
  const raw = response.headers.get("x-amzn-errortype") ?? String(body.__type ?? "");
  const type = raw.split(":")[0].split("#").pop() || `HTTP ${response.status}`;
  const message = String(body.message ?? body.Message ?? `${what} failed: ${type}`);
  return Object.assign(new Error(message), { name: type });
}

/**
 * A caller of one AWS JSON API, signed with the SDK's SigV4 signer and posted with fetch; a refusal
 * is an Error named for AWS's error type (e.g. `UserNotFoundException`), as the SDK throws it. For
 * the few operations the functions call outside DynamoDB (EventBridge PutEvents, Step Functions
 * StartExecution and DescribeExecution, SES SendEmail, Cognito AdminDeleteUser): each SDK client
 * carried its API's schemas, error classes and protocol code, 16–70 kB of bundle for one or two
 * operations. `endpoint` is the local host's stand-in, which answers the same call; unset, the call
 * goes to AWS in the function's region with its credentials.
 */
export function awsCall(service: string, endpoint: string | undefined, awsHost: (region: string) => string) {
  const region = endpoint ? "local" : (process.env.AWS_REGION ?? "");
  const base = new URL(endpoint ?? `https://${awsHost(region)}`);
  const signer = new SignatureV4({
    service,
    region,
    sha256: Sha256,
    credentials: async () => {
      const { accessKeyId, secretAccessKey, sessionToken } = endpoint
        ? { accessKeyId: "local", secretAccessKey: "local", sessionToken: "" }
        : config.awsCredentials;
      return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
    },
  });

  /** One attempt: the answer's JSON, or the failure and whether another attempt may succeed. */
  async function attempt(request: AwsRequest, body: string): Promise<{ json: unknown } | { failure: Error; retry: boolean }> {
    const url = new URL(request.path, base);
    const signed = await signer.sign({
      method: "POST",
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: url.pathname,
      query: {},
      headers: { host: url.host, "content-type": request.contentType, ...(request.target ? { "x-amz-target": request.target } : {}) },
      body,
    });
    let response: Response;
    try {
      response = await fetch(url, { method: "POST", headers: signed.headers, body, signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      return { failure: error as Error, retry: true };
    }
    const text = await response.text();
    if (response.ok) return { json: text ? (JSON.parse(text) as unknown) : {} };
    return { failure: refusal(response, text, `${service} ${request.target ?? request.path}`), retry: retryable(response.status) };
  }

  return async (request: AwsRequest): Promise<unknown> => {
    const body = JSON.stringify(request.body);
    for (let tries = 1; ; tries++) {
      const outcome = await attempt(request, body);
      if ("json" in outcome) return outcome.json;
      if (!outcome.retry || tries >= ATTEMPTS) throw outcome.failure;
      await sleep(Math.random() * 100 * 2 ** tries);
    }
  };
}
