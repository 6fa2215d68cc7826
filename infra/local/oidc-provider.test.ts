/** The local provider's logout follows a target on the app's own origin only, compared as parsed URLs. */
import { describe, expect, it } from "vitest";
import { sameOrigin } from "./oidc-provider";

describe("sameOrigin", () => {
  const app = "http://localhost:3000";

  it("accepts the app's own pages", () => {
    expect(sameOrigin("http://localhost:3000/", app)).toBe(true);
    expect(sameOrigin("http://localhost:3000/leaderboard?x=1", app)).toBe(true);
  });

  it("refuses look-alikes a prefix check lets through", () => {
    for (const target of [
      "http://localhost:3000@evil.example/",
      "http://localhost:30001/",
      "http://localhost:3000.evil.example/",
      "https://localhost:3000/",
      "//evil.example",
      "not a url",
    ]) {
      expect(sameOrigin(target, app), target).toBe(false);
    }
  });
});
