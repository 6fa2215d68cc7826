import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { etagMatches, pickEncoding, strongEtag } from "../../functions/lib/http-cache";

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

/** Text formats worth compressing; images and fonts already are. */
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json", ".webmanifest", ".ico"]);
const MIN_COMPRESS_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

interface Representation {
  body: Buffer;
  etag: string;
}

interface CachedFile {
  /** Size and modification time: a rebuilt file is read again. */
  stamp: string;
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
}

/**
 * Serves the built SPA; unknown paths get index.html (SPA fallback, like CloudFront's 403/404 →
 * /index.html). A path that is not valid percent-encoding (`/%`) is a 400, as CloudFront answers.
 * The security headers are the host's, on every answer.
 *
 * HTTP caching as CloudFront does it for the same files: hashed assets are immutable for a year,
 * index.html (and the fallback) must be revalidated; every answer has a strong ETag (one per
 * encoding) and If-None-Match answers 304; text is br or gzip compressed, each file compressed
 * once (off the event loop, so the API keeps answering) and kept in memory until it changes on disk.
 */
export function createStaticSite(distDir: string) {
  const root = resolve(distDir);
  const files = new Map<string, Promise<CachedFile>>();

  const read = async (path: string, stamp: string): Promise<CachedFile> => {
    const body = readFileSync(path);
    const file: CachedFile = { stamp, identity: { body, etag: strongEtag(body) } };
    if (COMPRESSIBLE.has(extname(path)) && body.length >= MIN_COMPRESS_BYTES) {
      // Each tag names its bytes: a cache holding the br answer must not treat it as the gzip one.
      const tag = file.identity.etag.slice(0, -1);
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipped(body, { level: 9 }),
      ]);
      file.br = { body: br, etag: `${tag}-br"` };
      file.gzip = { body: gz, etag: `${tag}-gz"` };
    }
    return file;
  };

  const load = async (path: string): Promise<CachedFile> => {
    const stat = statSync(path);
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    const cached = files.get(path);
    if (cached && (await cached).stamp === stamp) return cached;
    const loading = read(path, stamp);
    files.set(path, loading);
    loading.catch(() => files.delete(path));
    return loading;
  };

  return async function serve(req: IncomingMessage, res: ServerResponse) {
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
    const file = await load(path);
    const encoding = file.br ? pickEncoding(req.headers["accept-encoding"]) : undefined;
    const representation = (encoding && file[encoding]) || file.identity;
    const headers: Record<string, string> = {
      "cache-control": isAsset ? "public, max-age=31536000, immutable" : "no-cache",
      etag: representation.etag,
      ...(file.br ? { vary: "accept-encoding" } : {}),
    };
    if (etagMatches(req.headers["if-none-match"], representation.etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, {
      ...headers,
      "content-type": TYPES[extname(path)] ?? "application/octet-stream",
      "content-length": String(representation.body.length),
      ...(encoding ? { "content-encoding": encoding } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : representation.body);
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
