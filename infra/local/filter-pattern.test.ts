/** The local CloudWatch Logs' filter patterns: JSON comparisons and text terms, as the log reader sends them. */
import { describe, expect, it } from "vitest";
import { compileFilterPattern } from "./filter-pattern";

describe("filter patterns", () => {
  it("matches a JSON field, and never a line that is not JSON", () => {
    const api = compileFilterPattern('{ $.kind = "api" }');
    expect(api('{"kind":"api","status":200}')).toBe(true);
    expect(api('{"kind":"error"}')).toBe(false);
    expect(api("kind api")).toBe(false);
    expect(compileFilterPattern("{ $.status >= 500 }")('{"status":503}')).toBe(true);
    expect(compileFilterPattern("{ $.status >= 500 }")('{"status":404}')).toBe(false);
    expect(compileFilterPattern('{ $.error.name != "X" }')('{"error":{"name":"Y"}}')).toBe(true);
  });

  it("matches text terms: all, any (?) and none (-)", () => {
    const errors = compileFilterPattern('?ERROR ?"Task timed out"');
    expect(errors('{"level":"ERROR"}')).toBe(true);
    expect(errors("2026-01-01T00:00:00Z abc Task timed out after 10.01 seconds")).toBe(true);
    expect(errors('{"level":"INFO"}')).toBe(false);
    expect(compileFilterPattern("GET -health")("GET /api/leagues")).toBe(true);
    expect(compileFilterPattern("GET -health")("GET /health")).toBe(false);
    expect(compileFilterPattern("")("anything")).toBe(true);
  });

  it("refuses a JSON pattern it cannot parse", () => {
    expect(() => compileFilterPattern("{ $.kind ~ api }")).toThrow(/Invalid filter pattern/);
  });
});
