/** ETag matching, Accept-Encoding negotiation and round-trippable compression of the API's caching middleware. */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compress, etagMatches, pickEncoding, strongEtag } from "./http-cache";

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
});
