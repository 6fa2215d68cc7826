import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { actionLabel, readableDetails } from "./readable-entry";

describe("actionLabel", () => {
  it("names the live draft's entries in words", () => {
    expect(actionLabel("LIVE_PICK_UNDONE")).toBe("Pick undone");
    expect(actionLabel("LIVE_DRAFT_PAUSED")).toBe("Live draft paused");
  });

  it("never shows a code, even for a kind it does not know", () => {
    expect(actionLabel("SOMETHING_NEW_HAPPENED")).toBe("Something new happened");
  });
});

describe("readableDetails", () => {
  it("shows a moment in the sentence as the reader's own date and time", () => {
    const iso = "2026-11-28T06:07:00.000Z";
    const text = readableDetails(`ann set up a live draft for ${iso} with a 60s pick clock`);
    expect(text).toBe(`ann set up a live draft for ${format(Date.parse(iso), "MMM dd, yyyy HH:mm")} with a 60s pick clock`);
    expect(text).not.toContain("T06:07");
  });

  it("leaves a sentence without moments as it is", () => {
    expect(readableDetails("ann undid pick 3: M.Salah (bob's pick)")).toBe("ann undid pick 3: M.Salah (bob's pick)");
  });
});
