/** ETag matching, Accept-Encoding negotiation and round-trippable compression of the API's caching middleware. */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { answerPrepared, compress, etagMatches, pickEncoding, prepareBody, strongEtag } from "./http-cache";
import { lambdaPayloadLimits } from "./payload-limits";

describe("http cache helpers", () => {
  it("gives equal bodies equal strong tags and different bodies different ones", () => {
    expect(strongEtag("[1]")).toBe(strongEtag("[1]"));
    expect(strongEtag("[1]")).not.toBe(strongEtag("[2]"));
    expect(strongEtag("[1]")).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  });

  it("matches If-None-Match lists, weak forms and *, and nothing else", () => {
    const tag = strongEtag("x");
    expect(etagMatches(`"other", ${tag}`, tag)).toBe(true);
    expect(etagMatches(`W/${tag}`, tag)).toBe(true);
    expect(etagMatches("*", tag)).toBe(true);
    expect(etagMatches(undefined, tag)).toBe(false);
    expect(etagMatches(`"nope"`, tag)).toBe(false);
  });

  it("prefers br, honours q=0, and falls back to no encoding", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("identity")).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });

  it("compresses so the client gets the same JSON back", () => {
    const body = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i, name: `Member ${i}` })));
    expect(brotliDecompressSync(compress(body, "br")).toString()).toBe(body);
    expect(gunzipSync(compress(body, "gzip")).toString()).toBe(body);
  });

  it("answers 406 with a message, not a failed function, when only compression would fit Lambda's limit", () => {
    const json = { "content-type": "application/json" };
    // Under the limit as bytes, over it once the proxy result escapes the body's quotes.
    const quoted = prepareBody(JSON.stringify(Array.from({ length: 900_000 }, () => "ab")));
    expect(quoted.bytes).toBeLessThan(lambdaPayloadLimits.maxResponseBytes);
    for (const prepared of [quoted, prepareBody(JSON.stringify({ log: "x".repeat(7 * 1024 * 1024) }))]) {
      for (const acceptEncoding of [undefined, "identity"]) {
        const answer = answerPrepared(prepared, { "accept-encoding": acceptEncoding }, json);
        expect(answer.statusCode).toBe(406);
        expect(JSON.parse(answer.body).message).toMatch(/too large to send uncompressed: ask again with Accept-Encoding: gzip or br$/);
      }
      const compressed = answerPrepared(prepared, { "accept-encoding": "gzip" }, json);
      expect(compressed.statusCode).toBe(200);
      expect(gunzipSync(Buffer.from(compressed.body, "base64")).toString()).toBe(prepared.raw.toString());
      expect(Buffer.byteLength(JSON.stringify(compressed))).toBeLessThan(lambdaPayloadLimits.maxResponseBytes);
    }
    // Just under the limit once escaped, it still goes back whole.
    const fits = prepareBody(JSON.stringify({ log: "x".repeat(5 * 1024 * 1024) }));
    expect(answerPrepared(fits, {}, json)).toMatchObject({ statusCode: 200, body: fits.raw.toString() });
  });
});
