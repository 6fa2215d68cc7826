import { createReadStream, existsSync, readdirSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, resolve } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

/**
 * Serves the built SPA; unknown paths get index.html (SPA fallback, like CloudFront's 403/404 →
 * /index.html). A path that is not valid percent-encoding (`/%`) is a 400, as CloudFront answers.
 * The security headers are the host's, on every answer.
 */
export function createStaticSite(distDir: string) {
  const root = resolve(distDir);
  return function serve(req: IncomingMessage, res: ServerResponse) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(new URL(req.url ?? "/", "http://local").pathname);
    } catch {
      res.writeHead(400, { "content-type": "text/plain; charset=utf-8" });
      res.end("Bad Request");
      return;
    }
    let path = normalize(join(root, decoded));
    if (!path.startsWith(root) || !existsSync(path) || statSync(path).isDirectory()) path = join(root, "index.html");
    const isAsset = path.includes(`${root}/assets/`);
    res.writeHead(200, {
      "content-type": TYPES[extname(path)] ?? "application/octet-stream",
      "cache-control": isAsset ? "public, max-age=31536000, immutable" : "no-cache",
    });
    const stream = createReadStream(path);
    stream.on("error", () => res.destroy());
    stream.pipe(res);
  };
}

/** True when web/dist is missing or older than any source file of the SPA. */
export function spaIsStale(webDir: string): boolean {
  const built = join(webDir, "dist", "index.html");
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  const newest = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
      const p = join(dir, entry.name);
      return Math.max(max, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
    }, 0);
  const sources = [join(webDir, "src"), join(webDir, "index.html"), join(webDir, "vite.config.ts"), join(webDir, "..", "shared")];
  return sources.some((p) => existsSync(p) && (statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs) > builtAt);
}
