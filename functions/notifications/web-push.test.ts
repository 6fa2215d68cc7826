// Covers web push's payload encryption (RFC 8291, read back with http_ece as a browser would) and its VAPID header (RFC 8292).
import { createECDH, createPublicKey, randomBytes, verify } from "node:crypto";
// @ts-expect-error http_ece ships no types; decrypt(buffer, params) is its whole API here.
import ece from "http_ece";
import { describe, expect, it } from "vitest";
import { encryptPayload, vapidAuthorization } from "./web-push";

function browser() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, target: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") } };
}

describe("encryptPayload", () => {
  it("is read back by the subscriber's private key and auth secret", () => {
    const { ecdh, auth, target } = browser();
    const message = JSON.stringify({ title: "Goal!", body: "Saka scored — ünïcode too", url: "/leagues/x", tag: "goal" });
    const body = encryptPayload(target, message);
    const plain = ece.decrypt(body, { version: "aes128gcm", privateKey: ecdh, authSecret: auth.toString("base64url") }) as Buffer;
    expect(plain.toString("utf8")).toBe(message);
  });

  it("cannot be read with another subscription's keys", () => {
    const { target } = browser();
    const other = browser();
    const body = encryptPayload(target, "secret");
    expect(() =>
      ece.decrypt(body, { version: "aes128gcm", privateKey: other.ecdh, authSecret: other.auth.toString("base64url") }),
    ).toThrow();
  });

  it("refuses a payload larger than one record and keys of the wrong size", () => {
    const { target } = browser();
    expect(() => encryptPayload(target, "x".repeat(3994))).toThrow(/at most 3993/);
    expect(encryptPayload(target, "x".repeat(3993)).length).toBe(4096);
    expect(() => encryptPayload({ ...target, p256dh: "AAAA" }, "x")).toThrow(/65 bytes/);
    expect(() => encryptPayload({ ...target, auth: "AAAA" }, "x")).toThrow(/16 bytes/);
  });
});

describe("vapidAuthorization", () => {
  it("signs an ES256 token for the endpoint's origin that the public key verifies", () => {
    const server = createECDH("prime256v1");
    server.generateKeys();
    const vapid = {
      subject: "mailto:ops@treble.local",
      publicKey: server.getPublicKey().toString("base64url"),
      privateKey: server.getPrivateKey().toString("base64url"),
    };
    const now = Date.UTC(2026, 0, 1);
    const header = vapidAuthorization("https://push.example.com:8443/send/abc?x=1", vapid, now);
    const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header);
    expect(match?.[4]).toBe(vapid.publicKey);
    const [, head, claims, signature] = match as RegExpExecArray;
    expect(JSON.parse(Buffer.from(head, "base64url").toString())).toEqual({ typ: "JWT", alg: "ES256" });
    expect(JSON.parse(Buffer.from(claims, "base64url").toString())).toEqual({
      aud: "https://push.example.com:8443",
      exp: now / 1000 + 12 * 3600,
      sub: "mailto:ops@treble.local",
    });
    const raw = server.getPublicKey();
    const key = createPublicKey({
      key: { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33).toString("base64url") },
      format: "jwk",
    });
    const data = Buffer.from(`${head}.${claims}`);
    expect(verify("sha256", data, { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"))).toBe(true);
    expect(
      verify("sha256", Buffer.from(`${head}.x${claims}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url")),
    ).toBe(false);
  });
});
