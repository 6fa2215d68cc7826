/** HTTP caching of the SPA's files on the real host: cache lifetimes, strong ETags and 304, br/gzip on the wire. */
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { request } from "node:http";
import { describe, expect, inject, it } from "vitest";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw GET (fetch would decode the body and hide what went over the wire). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, inject("baseUrl")), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * The largest script index.html loads: the entry itself may be a few bytes that only import the
 * shared chunk (which the page preloads), too small to be worth compressing.
 */
async function mainScriptPath(): Promise<string> {
  const page = (await get("/")).body.toString("utf8");
  const scripts = [...page.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  if (scripts.length === 0) throw new Error("index.html names no script");
  const sizes = await Promise.all(scripts.map(async (path) => ({ path, bytes: (await get(path)).body.length })));
  return sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a)).path;
}

describe("static files", () => {
  it("serve index.html to be revalidated, with a tag that answers 304 while unchanged", async () => {
    const first = await get("/");
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const again = await get("/", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // A client-side route falls back to the same page, with the same caching.
    const route = await get("/leagues/some-league", { "if-none-match": etag });
    expect(route.status).toBe(304);
  });

  it("serve hashed assets as immutable for a year, compressed with br or gzip as the client accepts", async () => {
    const script = await mainScriptPath();
    const plain = await get(script);
    expect(plain.status).toBe(200);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("accept-encoding");

    const br = await get(script, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);

    const gzip = await get(script, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

    // One tag per representation, and each revalidates only itself.
    const tags = new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]);
    expect(tags.size).toBe(3);
    expect((await get(script, { "accept-encoding": "br", "if-none-match": String(br.headers.etag) })).status).toBe(304);
    expect((await get(script, { "accept-encoding": "gzip", "if-none-match": String(br.headers.etag) })).status).toBe(200);
  });
});
