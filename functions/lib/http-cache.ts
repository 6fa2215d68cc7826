import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareObj } from "@middy/core";
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";

/** Below this a compressed answer saves less than its headers and CPU cost. */
const MIN_COMPRESS_BYTES = 1024;

/** A strong validator: the same bytes always give the same tag, on any instance of the function. */
export const strongEtag = (body: string | Buffer) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

/** True when an If-None-Match header names this tag (or `*`); weak forms of it match too (RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag === etag || tag === `W/${etag}`;
  });
}

/** The encoding to answer with, br preferred; undefined when the client accepts neither. */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = new Map(
    (acceptEncoding ?? "").split(",").map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return [name, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  for (const encoding of ["br", "gzip"] as const) if ((accepted.get(encoding) ?? 0) > 0) return encoding;
  return undefined;
}

export function compress(body: string, encoding: "br" | "gzip"): Buffer {
  // Quality 5 gets most of br's gain on JSON at a fraction of the default (11)'s CPU.
  return encoding === "br" ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body, { level: 6 });
}

/**
 * HTTP caching for both hosts, inside the function so AWS and the local host answer alike
 * (CloudFront's /api/* behaviour does not cache, so it would not compress for us): every
 * successful GET gets a strong ETag over its JSON and must be revalidated (`private, no-cache`
 * instead of `no-store`, so browsers keep it and send If-None-Match); a matching tag answers
 * 304 with no body; other answers are br/gzip compressed when the client accepts it.
 */
export function httpCache<E extends APIGatewayProxyEventV2>(): MiddlewareObj<E, APIGatewayProxyResultV2> {
  return {
    after: async (request) => {
      const { event } = request;
      const response = request.response as APIGatewayProxyStructuredResultV2 | undefined;
      if (event.requestContext.http.method !== "GET" || !response || (response.statusCode ?? 200) !== 200) return;
      if (typeof response.body !== "string" || response.isBase64Encoded || response.cookies?.length) return;
      const headers = { ...(response.headers ?? {}) };
      if (!String(headers["content-type"] ?? "").startsWith("application/json")) return;
      const etag = strongEtag(response.body);
      headers.etag = etag;
      headers["cache-control"] = "private, no-cache";
      headers.vary = "accept-encoding, cookie";
      if (etagMatches(event.headers["if-none-match"], etag)) {
        delete headers["content-type"];
        request.response = { statusCode: 304, headers, body: "" };
        return;
      }
      const encoding = Buffer.byteLength(response.body) >= MIN_COMPRESS_BYTES ? pickEncoding(event.headers["accept-encoding"]) : undefined;
      if (!encoding) {
        request.response = { ...response, headers };
        return;
      }
      headers["content-encoding"] = encoding;
      request.response = { ...response, headers, body: compress(response.body, encoding).toString("base64"), isBase64Encoded: true };
    },
  };
}
