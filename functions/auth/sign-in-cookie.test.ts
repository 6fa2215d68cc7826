/** The pending sign-in cookie and the redirect guard. */
import { describe, expect, it } from "vitest";
import { decodePending, encodePending, safeRedirect } from "./sign-in-cookie";

describe("safeRedirect", () => {
  it("keeps same-site paths and drops everything else", () => {
    expect(safeRedirect("/join-league?code=ABC")).toBe("/join-league?code=ABC");
    for (const bad of ["//evil.com", "https://evil.com", "/\\evil.com", "evil", undefined, 42]) expect(safeRedirect(bad)).toBe("/");
  });

  it("refuses control characters browsers drop, which would turn a path into another origin", () => {
    for (const bad of ["/\t/evil.example", "/\n/evil.example", "/\r/evil.example", "/\u0000x", "/.//evil.example", "/x\u0085"])
      expect(safeRedirect(bad)).toBe("/");
    expect(safeRedirect("/leaderboard?gw=3#top")).toBe("/leaderboard?gw=3#top");
    expect(safeRedirect("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  });
});

describe("pending sign-in cookie", () => {
  it("round-trips and rejects tampering", () => {
    const pending = { verifier: "v", state: "s", nonce: "n", redirect: "/x" };
    expect(decodePending(encodePending(pending))).toEqual(pending);
    expect(decodePending("not-base64-json")).toBeUndefined();
    expect(decodePending(encodePending({ ...pending, redirect: "//evil" }))?.redirect).toBe("/");
    expect(decodePending(undefined)).toBeUndefined();
  });
});
