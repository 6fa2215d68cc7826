import * as z from "zod";

const base64url = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`)
    // Decoded size without Buffer, so the SPA can use the schema too.
    .refine((v) => Math.floor((v.replace(/=+$/, "").length * 3) / 4) === bytes, `${what} must be ${bytes} bytes`);

/**
 * A browser's PushSubscription.toJSON(), as the SPA posts it. The endpoint is where the server
 * will send requests, so it must be an https push service (the local host also allows its
 * own loopback stand-in); the keys must have the sizes RFC 8291 encryption needs.
 */
export const pushSubscriptionSchema = (allowLoopback: boolean) =>
  z
    .object({
      endpoint: z
        .string()
        .max(1000)
        .refine((value) => {
          try {
            const url = new URL(value);
            if (url.username || url.password) return false;
            if (url.protocol === "https:") return !["localhost", "127.0.0.1", "[::1]"].includes(url.hostname) || allowLoopback;
            return allowLoopback && url.protocol === "http:" && ["localhost", "127.0.0.1"].includes(url.hostname);
          } catch {
            return false;
          }
        }, "The push endpoint must be an https URL of a push service"),
      expirationTime: z.number().nullable().optional(),
      keys: z.object({ p256dh: base64url(65, "p256dh"), auth: base64url(16, "auth") }).strict(),
    })
    .strict();
