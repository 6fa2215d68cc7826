/** Default usernames and the season label derived from the feed. */
import { describe, expect, it } from "vitest";
import { defaultUsername, seasonLabelFromFirstDeadline, signInDisplayName } from "./username";

describe("defaultUsername", () => {
  it("uses the e-mail's local part, else 'User'", () => {
    expect(defaultUsername("sam.smith@example.com")).toBe("sam.smith");
    expect(defaultUsername("@example.com")).toBe("User");
    expect(defaultUsername(undefined)).toBe("User");
  });
});

describe("signInDisplayName", () => {
  it("is the name typed at sign-in, tidied and cut to the username limit", () => {
    expect(signInDisplayName("  Alex   Admin ", "admin@example.com")).toBe("Alex Admin");
    expect(signInDisplayName("A\u0007lex", "admin@example.com")).toBe("Alex");
    expect(signInDisplayName("x".repeat(40), "admin@example.com")).toBe("x".repeat(30));
  });
  it("falls back to the e-mail's local part when no name was given", () => {
    expect(signInDisplayName("   ", "sam.member@example.com")).toBe("sam.member");
    expect(signInDisplayName(undefined, undefined)).toBe("User");
  });
});

describe("seasonLabelFromFirstDeadline", () => {
  it("labels the season from the first deadline's year", () => {
    expect(seasonLabelFromFirstDeadline("2025-08-15T17:30:00Z", "x")).toBe("2025/26");
    expect(seasonLabelFromFirstDeadline("2099-08-15T17:30:00Z", "x")).toBe("2099/00");
  });
  it("falls back when nothing is known", () => {
    expect(seasonLabelFromFirstDeadline(undefined, "2025/26")).toBe("2025/26");
    expect(seasonLabelFromFirstDeadline("not a date", "2025/26")).toBe("2025/26");
  });
});
