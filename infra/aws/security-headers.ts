/**
 * The security headers of every answer the site gives (SPA and API), in one place: CloudFront's
 * response headers policy (site.ts) and the local host both read them.
 *
 * A Vite React SPA that talks only to its own origin. Only scripts, styles, images and fonts
 * from the site itself; inline styles are allowed because Radix UI injects small <style> blocks.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "upgrade-insecure-requests",
].join("; ");

export const hstsMaxAgeSeconds = 730 * 24 * 3600;

/**
 * The headers as CloudFront sends them. On plain-HTTP localhost, `https` false leaves out the
 * two that only mean something over HTTPS (HSTS, and the CSP's upgrade-insecure-requests, which
 * would send the browser to an https://localhost that does not exist).
 */
export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    "content-security-policy": https ? contentSecurityPolicy : contentSecurityPolicy.replace(/; upgrade-insecure-requests/, ""),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    ...(https ? { "strict-transport-security": `max-age=${hstsMaxAgeSeconds}; includeSubDomains` } : {}),
  };
}
