/** The Draft tab's view mode default and the mobile state card's three states (product.md §4). */
import { describe, expect, it } from "vitest";
import { draftStateOf, initialViewMode } from "./view-mode";

describe("initialViewMode", () => {
  it("starts phones in mobile and wider screens in desktop", () => {
    expect(initialViewMode(390)).toBe("mobile");
    expect(initialViewMode(1280)).toBe("desktop");
  });
});

describe("draftStateOf", () => {
  const base = { executing: false, isDraftMode: true, hasFinalDraft: false, incomplete: 0 };
  it("waits for the members still picking", () => {
    expect(draftStateOf({ ...base, incomplete: 2 })).toMatchObject({ title: "Draft Pending", text: "Waiting for 2 more users" });
    expect(draftStateOf({ ...base, incomplete: 1 }).text).toBe("Waiting for 1 more user");
  });
  it("is ready at 100%", () => {
    expect(draftStateOf(base).text).toBe("Ready to execute when you are");
  });
  it("shows the execution while it runs, then completion once live", () => {
    expect(draftStateOf({ ...base, executing: true }).title).toBe("Draft Executing...");
    expect(draftStateOf({ ...base, isDraftMode: false, hasFinalDraft: true })).toMatchObject({
      title: "Draft Completed",
      text: "League is now live with final picks",
    });
  });
  it("is pending again when the league went back to draft for a re-do", () => {
    expect(draftStateOf({ ...base, hasFinalDraft: true }).state).toBe("pending");
  });
});
