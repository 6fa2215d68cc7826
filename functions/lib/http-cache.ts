import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareObj } from "@middy/core";
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import { lambdaPayloadLimits } from "./payload-limits";

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

export function compress(body: string | Buffer, encoding: "br" | "gzip"): Buffer {
  // Quality 5 gets most of br's gain on JSON at a fraction of the default (11)'s CPU.
  return encoding === "br" ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body, { level: 6 });
}

/** Room kept for the proxy result's status and headers around the body. */
const RESULT_OVERHEAD_BYTES = 16 * 1024;

/**
 * Whether a body can go back uncompressed within Lambda's response limit. Measured as Lambda
 * does, on the proxy result's JSON, where the body's quotes are escaped (a JSON body grows by about
 * a fifth, at most sixfold); only bodies that could be near the limit pay for that measure.
 */
function fitsUncompressed(prepared: PreparedBody): boolean {
  const room = lambdaPayloadLimits.maxResponseBytes - RESULT_OVERHEAD_BYTES;
  if (prepared.bytes * 6 < room) return true;
  return Buffer.byteLength(JSON.stringify(prepared.raw.toString())) < room;
}

/**
 * A JSON body made ready to answer many requests: its UTF-8 bytes (encoded once, for the tag and
 * every compression; half a JSON string's memory when it holds a name such as "Nørgaard"), its
 * strong tag, and each encoding compressed once, when first asked for.
 */
export interface PreparedBody {
  raw: Buffer;
  bytes: number;
  etag: string;
  encoded: Partial<Record<"br" | "gzip", string>>;
}

export function prepareBody(body: string): PreparedBody {
  const raw = Buffer.from(body);
  return { raw, bytes: raw.length, etag: strongEtag(raw), encoded: {} };
}

/**
 * The answer to one GET of a prepared body: 304 with no body when the client's If-None-Match
 * names its tag, otherwise the body br/gzip compressed when the client accepts it. Browsers keep
 * it and revalidate (`private, no-cache` instead of `no-store`).
 */
export function answerPrepared(
  prepared: PreparedBody,
  request: Record<string, string | undefined>,
  headers: Record<string, string>,
): { statusCode: number; headers: Record<string, string>; body: string; isBase64Encoded?: boolean } {
  const out: Record<string, string> = {
    ...headers,
    etag: prepared.etag,
    "cache-control": "private, no-cache",
    vary: "accept-encoding, cookie",
  };
  if (etagMatches(request["if-none-match"], prepared.etag)) {
    delete out["content-type"];
    return { statusCode: 304, headers: out, body: "" };
  }
  const encoding = prepared.bytes >= MIN_COMPRESS_BYTES ? pickEncoding(request["accept-encoding"]) : undefined;
  if (!encoding && !fitsUncompressed(prepared)) return tooLargeUncompressed(prepared, headers);
  if (!encoding) return { statusCode: 200, headers: out, body: prepared.raw.toString() };
  const body = (prepared.encoded[encoding] ??= compress(prepared.raw, encoding).toString("base64"));
  return { statusCode: 200, headers: { ...out, "content-encoding": encoding }, body, isBase64Encoded: true };
}

/**
 * A body too large for one Lambda answer unless compressed, asked for by a client that accepts no
 * compression (every browser does): a 406 that says how to ask, instead of the function failing
 * and API Gateway answering 500.
 */
function tooLargeUncompressed(prepared: PreparedBody, headers: Record<string, string>) {
  const megabytes = (prepared.bytes / 1024 / 1024).toFixed(1);
  return {
    statusCode: 406,
    headers: { ...headers, "content-type": "application/json; charset=utf-8", "cache-control": "no-store", vary: "accept-encoding" },
    body: JSON.stringify({
      message: `This answer is ${megabytes} MB, too large to send uncompressed: ask again with Accept-Encoding: gzip or br`,
    }),
  };
}

/**
 * HTTP caching for both hosts, inside the function so AWS and the local host answer alike
 * (CloudFront's /api/* behaviour does not cache, so it would not compress for us): every
 * successful JSON GET is answered as a prepared body (strong ETag, 304, compression). A handler
 * that prepared its own body (the board's cached answer) has set the tag already: left alone.
 */
export function httpCache<E extends APIGatewayProxyEventV2>(): MiddlewareObj<E, APIGatewayProxyResultV2> {
  return {
    after: async (request) => {
      const { event } = request;
      const response = request.response as APIGatewayProxyStructuredResultV2 | undefined;
      if (event.requestContext.http.method !== "GET" || !response || (response.statusCode ?? 200) !== 200) return;
      if (typeof response.body !== "string" || response.isBase64Encoded || response.cookies?.length || response.headers?.etag) return;
      if (!String(response.headers?.["content-type"] ?? "").startsWith("application/json")) return;
      request.response = {
        ...response,
        ...answerPrepared(prepareBody(response.body), event.headers, (response.headers ?? {}) as Record<string, string>),
      };
    },
  };
}
