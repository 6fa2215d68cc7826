/** Cookie parsing from API Gateway v2 `cookies` and the attributes we always set. */
import { describe, expect, it } from "vitest";
import { clearCookie, readCookie, serializeCookie } from "./cookies";

describe("cookies", () => {
  it("reads a cookie among several", () => {
    expect(readCookie(["a=1", "treble_session=abc%3D", "b=2"], "treble_session")).toBe("abc=");
    expect(readCookie(["a=1; b=2"], "b")).toBe("2");
    expect(readCookie(undefined, "a")).toBeUndefined();
  });
  it("always sets HttpOnly and SameSite=Lax, Secure only on https", () => {
    expect(serializeCookie("s", "v", { secure: false, maxAgeSeconds: 60 })).toBe("s=v; Path=/; HttpOnly; SameSite=Lax; Max-Age=60");
    expect(serializeCookie("s", "v", { secure: true })).toContain("; Secure");
    expect(clearCookie("s", false)).toContain("Max-Age=0");
  });
});
