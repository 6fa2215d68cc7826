/** The execute call's 409 answers, turned into what the Execute dialog does next. */
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { classifyExecuteError } from "./execute-outcome";

const conflict = (body: object) => new ApiError(409, "Conflict", JSON.stringify(body));

describe("classifyExecuteError", () => {
  it("asks for the archive choice", () => {
    expect(classifyExecuteError(conflict({ code: "ARCHIVE_CHOICE_REQUIRED", message: "m" }))).toEqual({ kind: "choose-archive" });
  });
  it("keeps the server's details for a critical draft error, with the spec's text as fallback", () => {
    expect(classifyExecuteError(conflict({ code: "CRITICAL_DRAFT_ERROR", details: "ann short" }))).toEqual({
      kind: "critical",
      details: "ann short",
    });
    expect(classifyExecuteError(conflict({ code: "CRITICAL_DRAFT_ERROR" }))).toMatchObject({
      kind: "critical",
      details: expect.stringContaining("re-randomize"),
    });
  });
  it("recognises a stale simulation, a missing one and a live league", () => {
    expect(classifyExecuteError(conflict({ code: "SIMULATION_STALE", details: "changed" }))).toEqual({ kind: "stale", details: "changed" });
    expect(classifyExecuteError(conflict({ code: "NO_SIMULATION" })).kind).toBe("no-simulation");
    expect(classifyExecuteError(conflict({ code: "LEAGUE_LIVE" })).kind).toBe("live");
  });
  it("treats anything else, including non-API errors and HTML bodies, as a plain failure", () => {
    expect(classifyExecuteError(new Error("network")).kind).toBe("other");
    expect(classifyExecuteError(new ApiError(502, "Bad Gateway", "<html>")).kind).toBe("other");
  });
});
