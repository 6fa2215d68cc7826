/** Addresses the SPA builds: sign-in with a way back, and invite links. */
import { describe, expect, it } from "vitest";
import { inviteLink, loginUrl } from "./paths";

describe("paths", () => {
  it("encodes the way back into the login address", () => {
    expect(loginUrl()).toBe("/api/login");
    expect(loginUrl("/?code=ABC234")).toBe("/api/login?redirect=%2F%3Fcode%3DABC234");
  });

  it("builds the invite link the landing page understands", () => {
    expect(inviteLink("https://treble.example", "ABC234")).toBe("https://treble.example/?code=ABC234");
  });
});
