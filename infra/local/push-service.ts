import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
// @ts-expect-error http_ece ships no types; decrypt(buffer, params) is its whole API here.
import ece from "http_ece";

/** A message as the receiving browser would see it after decryption. */
export interface PushedMessage {
  receivedAt: string;
  ttl: number;
  urgency?: string;
  topic?: string;
  payload: unknown;
}

interface Subscription {
  id: string;
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  gone: boolean;
  messages: PushedMessage[];
}

/**
 * The local stand-in for a browser vendor's push service (RFC 8030). A test (or the README's
 * curl) creates a subscription here the way a browser would and gets its endpoint and keys;
 * the app pushes to the endpoint like to any push service, and this server checks the VAPID
 * signature (RFC 8292), decrypts the payload (RFC 8291) with the subscription's private key,
 * and keeps it for reading. Subscriptions marked gone answer 410, as expired ones do.
 */
export async function startPushService(options: { port?: number } = {}) {
  const subscriptions = new Map<string, Subscription>();
  let origin = "";

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", origin);
      const body = Buffer.concat(chunks);
      if (url.pathname === "/subscriptions" && req.method === "POST") {
        const ecdh = createECDH("prime256v1");
        ecdh.generateKeys();
        const sub: Subscription = { id: randomUUID(), ecdh, auth: randomBytes(16), gone: false, messages: [] };
        subscriptions.set(sub.id, sub);
        return json(res, 201, {
          id: sub.id,
          subscription: {
            endpoint: `${origin}/push/${sub.id}`,
            keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: sub.auth.toString("base64url") },
          },
        });
      }
      const inbox = url.pathname.match(/^\/subscriptions\/([\w-]+)(\/messages)?$/);
      if (inbox) {
        const sub = subscriptions.get(inbox[1]);
        if (!sub) return json(res, 404, { message: "No such subscription" });
        if (req.method === "DELETE" && !inbox[2]) {
          sub.gone = true;
          return json(res, 200, { ok: true });
        }
        return json(res, 200, sub.messages);
      }
      const push = url.pathname.match(/^\/push\/([\w-]+)$/);
      if (push && req.method === "POST") {
        const sub = subscriptions.get(push[1]);
        if (!sub || sub.gone) return json(res, 410, { message: "Subscription gone" });
        const vapid = checkVapid(String(req.headers.authorization ?? ""), origin);
        if (vapid) return json(res, 401, { message: vapid });
        if (req.headers["content-encoding"] !== "aes128gcm") return json(res, 415, { message: "aes128gcm only" });
        let payload: unknown;
        try {
          const plain: Buffer = ece.decrypt(body, {
            version: "aes128gcm",
            privateKey: sub.ecdh,
            authSecret: sub.auth.toString("base64url"),
          });
          payload = JSON.parse(plain.toString("utf8"));
        } catch (error) {
          return json(res, 400, { message: `cannot decrypt: ${(error as Error).message}` });
        }
        sub.messages.push({
          receivedAt: new Date().toISOString(),
          ttl: Number(req.headers.ttl ?? 0),
          urgency: req.headers.urgency as string | undefined,
          topic: req.headers.topic as string | undefined,
          payload,
        });
        res.writeHead(201, { location: `${origin}/messages/${randomUUID()}` });
        return res.end();
      }
      json(res, 404, { message: "Not found" });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`, signed by k, for this origin, not expired. Answers the problem or "". */
function checkVapid(header: string, origin: string): string {
  const match = header.match(/^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/);
  if (!match) return "VAPID authorization required";
  const [head, claims, signature] = match[1].split(".");
  const raw = Buffer.from(match[2], "base64url");
  if (raw.length !== 65 || raw[0] !== 4) return "VAPID key must be an uncompressed P-256 point";
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33).toString("base64url") },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) return "VAPID signature invalid";
  const claim = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as { aud?: string; exp?: number; sub?: string };
  const now = Date.now() / 1000;
  if (claim.aud !== origin) return "VAPID audience is not this push service";
  if (!claim.exp || claim.exp < now || claim.exp > now + 24 * 3600) return "VAPID token expired or too long-lived";
  if (!claim.sub) return "VAPID subject required";
  return "";
}
