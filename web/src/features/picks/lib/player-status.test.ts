/** The feed's status codes as the screens show them. */
import { describe, expect, it } from "vitest";
import { statusLabel } from "./player-status";

describe("statusLabel", () => {
  it("says the feed's status codes in words", () => {
    expect(statusLabel("a")).toBe("Available");
    expect(statusLabel("u")).toBe("Left the league");
    expect(statusLabel("i")).toBe("Injured");
    expect(statusLabel("d")).toBe("Doubtful");
    expect(statusLabel("s")).toBe("Suspended");
  });

  it("shows a code it does not know as it is", () => {
    expect(statusLabel("x")).toBe("x");
  });
});
