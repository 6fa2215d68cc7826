/** The pending sign-in cookie and the redirect guard. */
import { describe, expect, it } from "vitest";
import { decodePending, encodePending, safeRedirect } from "./sign-in-cookie";

describe("safeRedirect", () => {
  it("keeps same-site paths and drops everything else", () => {
    expect(safeRedirect("/join-league?code=ABC")).toBe("/join-league?code=ABC");
    for (const bad of ["//evil.com", "https://evil.com", "/\\evil.com", "evil", undefined, 42]) expect(safeRedirect(bad)).toBe("/");
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
