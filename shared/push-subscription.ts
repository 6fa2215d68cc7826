import * as z from "zod/mini";
import "./zod-english";

const base64url = (bytes: number, what: string) =>
  z.string().check(
    z.regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`),
    // Decoded size without Buffer, so the SPA can use the schema too.
    z.refine((v) => Math.floor((v.replace(/=+$/, "").length * 3) / 4) === bytes, `${what} must be ${bytes} bytes`),
  );

/**
 * A browser's PushSubscription.toJSON(), as the SPA posts it. The endpoint is where the server
 * will send requests, so it must be an https push service (the local host also allows its
 * own loopback stand-in); the keys must have the sizes RFC 8291 encryption needs.
 */
export const pushSubscriptionSchema = (allowLoopback: boolean) =>
  z.strictObject({
    endpoint: z.string().check(
      z.maxLength(1000),
      z.refine((value) => {
        try {
          const url = new URL(value);
          if (url.username || url.password) return false;
          if (url.protocol === "https:") return !["localhost", "127.0.0.1", "[::1]"].includes(url.hostname) || allowLoopback;
          return allowLoopback && url.protocol === "http:" && ["localhost", "127.0.0.1"].includes(url.hostname);
        } catch {
          return false;
        }
      }, "The push endpoint must be an https URL of a push service"),
    ),
    expirationTime: z.optional(z.nullable(z.number())),
    keys: z.strictObject({ p256dh: base64url(65, "p256dh"), auth: base64url(16, "auth") }),
  });
