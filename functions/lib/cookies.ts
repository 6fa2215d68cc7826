/** Minimal cookie helpers for API Gateway v2 events, whose `cookies` is an array of `name=value`. */
export function readCookie(cookies: string[] | undefined, name: string): string | undefined {
  for (const pair of cookies ?? []) {
    for (const part of pair.split(";")) {
      const eq = part.indexOf("=");
      if (eq < 0) continue;
      if (part.slice(0, eq).trim() !== name) continue;
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        // A hand-made cookie like `%E0%A4` is no cookie at all, never a 500.
        return undefined;
      }
    }
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  secure: boolean;
}

/** HttpOnly and SameSite=Lax always: the SPA never reads these, and top-level navigations keep them. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? "/"}`, "HttpOnly", "SameSite=Lax"];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

export function clearCookie(name: string, secure: boolean, path = "/"): string {
  return serializeCookie(name, "", { maxAgeSeconds: 0, secure, path });
}
