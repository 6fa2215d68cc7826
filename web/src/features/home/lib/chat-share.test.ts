/** The community chat card's share link: WhatsApp's share page carrying the league's invite. */
import { describe, expect, it } from "vitest";
import { chatShareUrl } from "./chat-share";

describe("chatShareUrl", () => {
  it("carries the league's name and invite link, encoded", () => {
    const url = new URL(chatShareUrl("http://localhost:3000", { name: "Expat Dads & Co", code: "ABC123" }));
    expect(url.origin).toBe("https://wa.me");
    expect(url.searchParams.get("text")).toBe("Join Expat Dads & Co on Treble: http://localhost:3000/?code=ABC123");
  });
});
