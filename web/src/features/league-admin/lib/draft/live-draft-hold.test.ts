import { describe, expect, it } from "vitest";
import { liveDraftHold } from "./live-draft-hold";

describe("liveDraftHold", () => {
  it("says nothing when no live draft holds the league", () => {
    expect(liveDraftHold(undefined)).toBeUndefined();
    expect(liveDraftHold({ status: "none" })).toBeUndefined();
    expect(liveDraftHold({ status: "cancelled", holdsLeague: false })).toBeUndefined();
    expect(liveDraftHold({ status: "done", holdsLeague: false })).toBeUndefined();
  });

  it("says why the execution and the mode switch wait, for each moment of a live draft", () => {
    expect(liveDraftHold({ status: "scheduled", holdsLeague: true })).toMatch(/^A live draft is scheduled\. Executing the auto draft/);
    expect(liveDraftHold({ status: "running", holdsLeague: true })).toMatch(/^A live draft is running\./);
    expect(liveDraftHold({ status: "paused", holdsLeague: true })).toMatch(/^A live draft is paused\./);
    expect(liveDraftHold({ status: "done", holdsLeague: true })).toMatch(/picks are being made final/);
  });
});
