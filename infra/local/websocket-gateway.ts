import { randomBytes, randomUUID } from "node:crypto";
import http, { STATUS_CODES, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import type { WebSocketEvent, WebSocketResult } from "../../functions/realtime/handler";
import { REALTIME_STAGE, realtimeLimits, type RealtimeLimits } from "../../shared/contract/realtime";
import type { InvokeOutcome } from "./lambda-runtime";

interface Connection {
  id: string;
  socket: WebSocket;
  connectedAt: Date;
  lastActiveAt: Date;
  sourceIp: string;
  userAgent: string;
  idle?: NodeJS.Timeout;
  lifetime?: NodeJS.Timeout;
}

export interface WebSocketGatewayOptions {
  /** Runs the realtime function (in its worker, under its limits). */
  invoke: (event: WebSocketEvent, label: string) => Promise<InvokeOutcome>;
  /** API Gateway's limits, shorter in a test of them. */
  limits?: Partial<RealtimeLimits>;
  /** Told of background work (a message's invocation, a `$disconnect`), so tests can wait for calm. */
  track?: (label: string, work: Promise<unknown>) => void;
}

/** API Gateway's connection ids look like `L0SM9cOFvHcCIhw=`. */
const newConnectionId = () => randomBytes(10).toString("base64");

/**
 * Stands in for an API Gateway WebSocket API and its `@connections` management API, over the `ws`
 * socket: the handshake runs the function's `$connect` (a 2xx accepts, anything else is the
 * handshake's answer), each message its `$default` (whose answer goes back, as a route response
 * does), a close its `$disconnect`, all with API Gateway's event shape. API Gateway's limits hold:
 * the idle timeout (only a client's messages count), the connection's lifetime, 32 KB frames (a
 * larger one closes with 1009; a larger outgoing message goes as 32 KB fragments), 128 KB messages
 * through the management API (413 past it). Stricter than AWS in one place: a client's message
 * split in several frames is refused past 32 KB too (browsers never split one).
 */
export async function startWebSocketGateway(options: WebSocketGatewayOptions) {
  const limits: RealtimeLimits = { ...realtimeLimits, ...options.limits };
  const connections = new Map<string, Connection>();
  const sockets = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes });
  const track = (label: string, work: Promise<unknown>) => options.track?.(label, work);
  let closing = false;

  const context = (connection: { id: string; connectedAt: Date; sourceIp: string; userAgent: string }, host: string) => ({
    connectionId: connection.id,
    connectedAt: connection.connectedAt.getTime(),
    domainName: host,
    stage: REALTIME_STAGE,
    apiId: "local",
    requestId: randomUUID(),
    extendedRequestId: randomUUID(),
    requestTime: new Date().toUTCString(),
    requestTimeEpoch: Date.now(),
    messageDirection: "IN",
    identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
  });

  const resultOf = (outcome: InvokeOutcome): WebSocketResult | undefined =>
    outcome.ok ? ((JSON.parse(outcome.json) as WebSocketResult | null) ?? undefined) : undefined;

  /** A message over one frame's limit goes as fragments of it, as API Gateway sends it. */
  const send = (socket: WebSocket, text: string) => {
    const bytes = Buffer.from(text, "utf8");
    if (bytes.length <= limits.maxFrameBytes) return socket.send(bytes, { binary: false });
    for (let start = 0; start < bytes.length; start += limits.maxFrameBytes)
      socket.send(bytes.subarray(start, start + limits.maxFrameBytes), {
        binary: false,
        fin: start + limits.maxFrameBytes >= bytes.length,
      });
  };

  const armIdle = (connection: Connection) => {
    clearTimeout(connection.idle);
    connection.idle = setTimeout(() => connection.socket.close(1001, "Going away"), limits.idleTimeoutMs);
  };

  function accept(connection: Connection, host: string) {
    const { socket } = connection;
    connections.set(connection.id, connection);
    armIdle(connection);
    connection.lifetime = setTimeout(() => socket.close(1001, "Going away"), limits.maxConnectionMs);
    socket.on("message", (data: Buffer, isBinary: boolean) => {
      connection.lastActiveAt = new Date();
      armIdle(connection);
      const event: WebSocketEvent & Record<string, unknown> = {
        requestContext: {
          ...context(connection, host),
          routeKey: "$default",
          eventType: "MESSAGE",
          messageId: randomBytes(10).toString("base64"),
        },
        body: isBinary ? data.toString("base64") : data.toString("utf8"),
        isBase64Encoded: isBinary,
      };
      const work = options.invoke(event, `WebSocket $default ${connection.id}`).then((outcome) => {
        if (socket.readyState !== socket.OPEN) return;
        if (!outcome.ok) {
          // What API Gateway sends the client when the route's integration fails.
          const { connectionId, requestId } = event.requestContext;
          return send(socket, JSON.stringify({ message: "Internal server error", connectionId, requestId }));
        }
        const result = resultOf(outcome);
        if (result?.body) send(socket, result.body);
      });
      // Whatever the function answered, the host keeps serving (a socket gone meanwhile, a non-JSON result).
      work.catch(() => undefined);
      track(`WebSocket message on ${connection.id}`, work);
    });
    // An oversized frame is an error ws answers by closing with 1009; the close below follows.
    socket.on("error", () => undefined);
    socket.on("close", (code: number, reason: Buffer) => {
      clearTimeout(connection.idle);
      clearTimeout(connection.lifetime);
      connections.delete(connection.id);
      if (closing) return;
      const event: WebSocketEvent & Record<string, unknown> = {
        requestContext: {
          ...context(connection, host),
          routeKey: "$disconnect",
          eventType: "DISCONNECT",
          disconnectStatusCode: code,
          disconnectReason: reason.toString("utf8"),
        },
        headers: { Host: host },
        isBase64Encoded: false,
      };
      track(`WebSocket $disconnect ${connection.id}`, options.invoke(event, `WebSocket $disconnect ${connection.id}`));
    });
  }

  /** The handshake: `$connect` decides, with the request's headers (the cookie among them). */
  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    socket.on("error", () => undefined);
    const host = req.headers.host ?? "localhost";
    const pending = {
      id: newConnectionId(),
      connectedAt: new Date(),
      sourceIp: req.socket.remoteAddress ?? "127.0.0.1",
      userAgent: req.headers["user-agent"] ?? "",
    };
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(",") : String(value ?? "")]),
    );
    const event: WebSocketEvent & Record<string, unknown> = {
      requestContext: { ...context(pending, host), routeKey: "$connect", eventType: "CONNECT" },
      headers,
      multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, [value]])),
      isBase64Encoded: false,
    };
    const outcome = await options.invoke(event, `WebSocket $connect ${pending.id}`);
    const result = resultOf(outcome);
    const status = outcome.ok ? (result?.statusCode ?? 200) : 500;
    if (status < 200 || status > 299 || closing) {
      const body = outcome.ok ? (result?.body ?? "") : "Internal Server Error";
      socket.end(
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      return;
    }
    if (socket.destroyed) {
      // The client left during `$connect`: API Gateway then runs `$disconnect` for it.
      track(
        `WebSocket $disconnect ${pending.id}`,
        options.invoke(
          { requestContext: { ...context(pending, host), routeKey: "$disconnect", eventType: "DISCONNECT", disconnectStatusCode: 1006 } },
          `WebSocket $disconnect ${pending.id}`,
        ),
      );
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => accept({ ...pending, socket: ws, lastActiveAt: pending.connectedAt }, host));
  }

  // The `@connections` management API, as the SDK's ApiGatewayManagementApiClient calls it.
  const management = http.createServer((req, res) => {
    const reply = (status: number, body?: unknown, errorType?: string) => {
      const text = body === undefined ? "" : JSON.stringify(body);
      res.writeHead(status, {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(text),
        ...(errorType ? { "x-amzn-errortype": errorType } : {}),
      });
      res.end(text);
    };
    const match = (req.url ?? "").split("?")[0].match(/\/@connections\/([^/]+)$/);
    if (!match) return reply(404, { message: "Not Found" }, "NotFoundException");
    let id: string;
    try {
      id = decodeURIComponent(match[1]);
    } catch {
      return reply(400, { message: "Invalid connection id" }, "BadRequestException");
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limits.maxMessageBytes) chunks.push(chunk);
    });
    req.on("end", () => {
      const connection = connections.get(id);
      if (!connection || connection.socket.readyState !== connection.socket.OPEN) return reply(410, { message: "" }, "GoneException");
      if (req.method === "POST") {
        if (size > limits.maxMessageBytes) return reply(413, { message: "Request Entity Too Large" }, "PayloadTooLargeException");
        send(connection.socket, Buffer.concat(chunks).toString("utf8"));
        return reply(200);
      }
      if (req.method === "GET")
        return reply(200, {
          connectedAt: connection.connectedAt.toISOString(),
          identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
          lastActiveAt: connection.lastActiveAt.toISOString(),
        });
      if (req.method === "DELETE") {
        connection.socket.close(1000, "");
        return reply(204);
      }
      reply(405, { message: "Method Not Allowed" });
    });
  });
  await new Promise<void>((resolve) => management.listen(0, "127.0.0.1", resolve));

  return {
    /** The management API's endpoint (REALTIME_ENDPOINT), the stage's callback URL. */
    endpoint: `http://127.0.0.1:${(management.address() as AddressInfo).port}/${REALTIME_STAGE}`,
    upgrade,
    /** Open connections (the bench and tests read it). */
    get size() {
      return connections.size;
    },
    close: async () => {
      closing = true;
      for (const { socket } of connections.values()) socket.terminate();
      sockets.close();
      management.closeAllConnections();
      await new Promise<void>((resolve) => management.close(() => resolve()));
    },
  };
}
