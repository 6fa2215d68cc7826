import { must } from "../../shared/must";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import type { RouteDef } from "../../functions/routes";
import { apiGatewayLimits } from "../aws/function-limits";
import type { InvokeOutcome } from "./lambda-runtime";

/** Calls the group's function (in its own worker, under its own limits). */
export type InvokeGroup = (group: string, event: APIGatewayProxyEventV2, label: string) => Promise<InvokeOutcome>;

/** API Gateway's own payload limit; our middleware applies the much smaller app limit. */
const GATEWAY_MAX_BODY = apiGatewayLimits.maxPayloadBytes;
const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|.*\+json)|text\/)/i;

interface CompiledRoute {
  def: RouteDef;
  pattern: RegExp;
  params: string[];
  specificity: number;
}

/**
 * Stands in for API Gateway HTTP API (payload v2): matches the route table the CDK stack
 * deploys, builds the same event the Lambda receives, and applies the v2 response rules.
 */
export function createApiGatewayAdapter(
  routes: readonly RouteDef[],
  invoke: InvokeGroup,
  options: {
    integrationTimeoutMs?: number;
    /** Set over the function's own, as CloudFront's response headers policy (override) does. */ overrideHeaders?: Record<string, string>;
    /** Told of an invocation still running when the gateway gave up on it: it may change the store after the 503. */
    outlived?: (label: string, invocation: Promise<unknown>) => void;
  } = {},
) {
  const integrationTimeoutMs = options.integrationTimeoutMs ?? apiGatewayLimits.integrationTimeoutMs;
  const send = (res: ServerResponse, result: APIGatewayProxyStructuredResultV2) => sendResult(res, result, options.overrideHeaders ?? {});
  const compiled: CompiledRoute[] = routes
    .map((def) => {
      const params: string[] = [];
      const source = def.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{([^}]+)\\?\}/g, (_m, name: string) => {
        params.push(name);
        return "([^/]+)";
      });
      return { def, pattern: new RegExp(`^${source}/?$`), params, specificity: params.length };
    })
    // API Gateway prefers the most specific route: fewer path variables first.
    .sort((a, b) => a.specificity - b.specificity);

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://local");
    const method = (req.method ?? "GET").toUpperCase();
    const match = compiled.find((r) => r.def.method === method && r.pattern.test(url.pathname));
    if (!match) {
      send(res, { statusCode: 404, body: JSON.stringify({ message: "Not Found" }), headers: { "content-type": "application/json" } });
      return;
    }
    const raw = await readBody(req);
    if (raw === undefined) {
      send(res, {
        statusCode: 413,
        body: JSON.stringify({ message: "Request Entity Too Large" }),
        headers: { "content-type": "application/json" },
      });
      return;
    }
    const values = must(url.pathname.match(match.pattern), "the matched route's values").slice(1);
    const pathParameters = Object.fromEntries(match.params.map((name, i) => [name, safeDecode(values[i])]));
    const event = buildEvent(req, url, method, match.def, pathParameters, raw);
    const requestId = event.requestContext.requestId;
    res.setHeader("apigw-requestid", requestId);
    // API Gateway stops waiting at its integration timeout even if the function runs on.
    let gatewayTimer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<"gave-up">((r) => (gatewayTimer = setTimeout(() => r("gave-up"), integrationTimeoutMs)));
    const invocation = invoke(match.def.group, event, `${method} ${url.pathname}`);
    const outcome = await Promise.race([invocation, gaveUp]);
    clearTimeout(gatewayTimer);
    if (outcome === "gave-up") options.outlived?.(`${method} ${url.pathname} after its 503`, invocation);
    if (outcome === "gave-up" || (!outcome.ok && outcome.reason === "timeout")) {
      send(res, {
        statusCode: 503,
        body: JSON.stringify({ message: "Service Unavailable" }),
        headers: { "content-type": "application/json" },
      });
      return;
    }
    if (!outcome.ok && outcome.reason === "tooLarge") {
      // A body under the gateway's 10 MB whose event is over Lambda's 6 MB request limit.
      send(res, {
        statusCode: 413,
        body: JSON.stringify({ message: "Request Entity Too Large" }),
        headers: { "content-type": "application/json" },
      });
      return;
    }
    if (!outcome.ok) {
      // A function error or crash, or a result over Lambda's 6 MB: API Gateway answers 500 "Internal Server Error".
      send(res, {
        statusCode: 500,
        body: JSON.stringify({ message: "Internal Server Error" }),
        headers: { "content-type": "application/json" },
      });
      return;
    }
    const result = normalise(JSON.parse(outcome.json) as APIGatewayProxyResultV2);
    if (Buffer.byteLength(result.body ?? "") > GATEWAY_MAX_BODY) {
      send(res, {
        statusCode: 500,
        body: JSON.stringify({ message: "Internal Server Error" }),
        headers: { "content-type": "application/json" },
      });
      return;
    }
    send(res, result);
  };
}

function buildEvent(
  req: IncomingMessage,
  url: URL,
  method: string,
  def: RouteDef,
  pathParameters: Record<string, string>,
  raw: Buffer,
): APIGatewayProxyEventV2 {
  // Built with fromEntries, as JSON.parse builds Lambda's event: a `__proto__` key stays an own
  // property the validation sees, instead of silently replacing the object's prototype.
  const headers: Record<string, string> = Object.fromEntries(
    Object.entries(req.headers)
      .filter(([name, value]) => value !== undefined && name !== "cookie")
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(",") : String(value)]),
  );
  const cookies = (req.headers.cookie ?? "")
    .split(";")
    .map((c) => c.trim())
    .filter(Boolean);
  const joined = new Map<string, string>();
  for (const [key, value] of url.searchParams) joined.set(key, joined.has(key) ? `${joined.get(key)},${value}` : value);
  const query: Record<string, string> = Object.fromEntries(joined);
  const contentType = headers["content-type"] ?? "";
  const isText = raw.length === 0 || TEXT_TYPES.test(contentType);
  const now = new Date();
  const routeKey = `${def.method} ${def.path}`;
  return {
    version: "2.0",
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: cookies.length ? cookies : undefined,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: "local",
      apiId: "local",
      domainName: headers.host ?? "localhost",
      domainPrefix: "localhost",
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? "127.0.0.1",
        userAgent: headers["user-agent"] ?? "",
      },
      requestId: randomUUID(),
      routeKey,
      stage: "$default",
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: raw.length ? (isText ? raw.toString("utf8") : raw.toString("base64")) : undefined,
    isBase64Encoded: !isText,
  };
}

/** v2 rules: a bare string or object (no statusCode) is a 200 JSON answer. */
function normalise(result: APIGatewayProxyResultV2): APIGatewayProxyStructuredResultV2 {
  if (typeof result === "object" && result !== null && "statusCode" in result) return result as APIGatewayProxyStructuredResultV2;
  return {
    statusCode: 200,
    body: typeof result === "string" ? result : JSON.stringify(result),
    headers: { "content-type": "application/json" },
  };
}

function sendResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2, overrideHeaders: Record<string, string>): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) {
    if (value !== undefined) headers[name.toLowerCase()] = String(value);
  }
  Object.assign(headers, overrideHeaders);
  if (result.cookies?.length) headers["set-cookie"] = result.cookies;
  const body = result.body ? Buffer.from(result.body, result.isBase64Encoded ? "base64" : "utf8") : Buffer.alloc(0);
  headers["content-length"] = String(body.length);
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(body);
}

function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > GATEWAY_MAX_BODY) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on("end", () => resolve(tooLarge ? undefined : Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
