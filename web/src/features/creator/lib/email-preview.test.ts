/** The e-mail tool's 200-character preview. */
import { describe, expect, it } from "vitest";
import { EMAIL_PREVIEW_CHARS, emailPreview } from "./email-preview";

describe("emailPreview", () => {
  it("shows a short list whole", () => {
    expect(emailPreview("a@x.test; b@x.test")).toBe("a@x.test; b@x.test");
  });

  it("cuts a long list at 200 characters and says there is more", () => {
    const emails = Array.from({ length: 40 }, (_, i) => `member${i}@example.test`).join("; ");
    const preview = emailPreview(emails);
    expect(preview).toHaveLength(EMAIL_PREVIEW_CHARS + 1);
    expect(preview.endsWith("…")).toBe(true);
    expect(emails.startsWith(preview.slice(0, -1))).toBe(true);
  });

  it("keeps a list of exactly 200 characters as it is", () => {
    const emails = "x".repeat(EMAIL_PREVIEW_CHARS);
    expect(emailPreview(emails)).toBe(emails);
  });
});
