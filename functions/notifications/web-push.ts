import { createECDH, createPrivateKey, hkdfSync, randomBytes, sign, createCipheriv } from "node:crypto";

/** A browser's push subscription: where to post and the keys to encrypt for (base64url). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The application server's VAPID identity (RFC 8292): a P-256 key pair, base64url, and a contact. */
export interface VapidIdentity {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** RFC 8291 §4: one aes128gcm record of at most 4,096 bytes carries a payload of up to 3,993. */
const RECORD_SIZE = 4096;
const MAX_PAYLOAD_BYTES = RECORD_SIZE - 86 - 17;
/** How long a VAPID token is good for: the most push services accept is 24 hours. */
const VAPID_SECONDS = 12 * 3600;

/**
 * The payload encrypted for one subscription (RFC 8291: ECDH with a fresh key, HKDF with the
 * subscription's auth secret, AES-128-GCM in one aes128gcm record, RFC 8188). With node:crypto
 * rather than the web-push package, whose ASN.1 and bignum code was ~100 kB of every mail
 * sender's bundle to do what node:crypto does natively.
 */
export function encryptPayload(target: Pick<PushTarget, "p256dh" | "auth">, payload: string): Buffer {
  const plain = Buffer.from(payload, "utf8");
  if (plain.length > MAX_PAYLOAD_BYTES) throw new Error(`push payload is ${plain.length} bytes; at most ${MAX_PAYLOAD_BYTES} fit`);
  const receiverKey = Buffer.from(target.p256dh, "base64url");
  if (receiverKey.length !== 65) throw new Error("The subscription p256dh value should be 65 bytes long.");
  const authSecret = Buffer.from(target.auth, "base64url");
  if (authSecret.length < 16) throw new Error("The subscription auth key should be at least 16 bytes long");
  const ecdh = createECDH("prime256v1");
  const senderKey = ecdh.generateKeys();
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdh.computeSecret(receiverKey), authSecret, keyInfo, 32));
  const salt = randomBytes(16);
  const key = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: aes128gcm\0", 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: nonce\0", 12));
  const cipher = createCipheriv("aes-128-gcm", key, nonce);
  // 0x02: the last (here the only) record's padding delimiter.
  const sealed = Buffer.concat([cipher.update(plain), cipher.update(Buffer.from([2])), cipher.final(), cipher.getAuthTag()]);
  const header = Buffer.alloc(21);
  salt.copy(header);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(senderKey.length, 20);
  return Buffer.concat([header, senderKey, sealed]);
}

/** The `Authorization` header of RFC 8292: an ES256 JWT for the endpoint's origin, and the public key. */
export function vapidAuthorization(endpoint: string, vapid: VapidIdentity, now = Date.now()): string {
  const publicKey = Buffer.from(vapid.publicKey, "base64url");
  if (publicKey.length !== 65 || publicKey[0] !== 4) throw new Error("The VAPID public key must be an uncompressed P-256 point");
  const key = createPrivateKey({
    key: {
      kty: "EC",
      crv: "P-256",
      d: vapid.privateKey,
      x: publicKey.subarray(1, 33).toString("base64url"),
      y: publicKey.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const claims = { aud: new URL(endpoint).origin, exp: Math.floor(now / 1000) + VAPID_SECONDS, sub: vapid.subject };
  const unsigned = `${encode({ typ: "JWT", alg: "ES256" })}.${encode(claims)}`;
  const signature = sign("sha256", Buffer.from(unsigned), { key, dsaEncoding: "ieee-p1363" }).toString("base64url");
  return `vapid t=${unsigned}.${signature}, k=${vapid.publicKey}`;
}
