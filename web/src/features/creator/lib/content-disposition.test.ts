/** Reading the export's file name from content-disposition. */
import { describe, expect, it } from "vitest";
import { fileNameFromDisposition } from "./content-disposition";

describe("fileNameFromDisposition", () => {
  it("reads the quoted name the creator API sends", () => {
    expect(fileNameFromDisposition('attachment; filename="league_2025-08-14_09-05.csv"')).toBe("league_2025-08-14_09-05.csv");
  });

  it("reads a bare name", () => {
    expect(fileNameFromDisposition("attachment; filename=user_2025-08-14_09-05.csv; size=10")).toBe("user_2025-08-14_09-05.csv");
  });

  it("prefers the UTF-8 extended form", () => {
    expect(fileNameFromDisposition("attachment; filename=\"fallback.csv\"; filename*=UTF-8''m%C3%BCller.csv")).toBe("müller.csv");
  });

  it("unescapes quotes inside a quoted name", () => {
    expect(fileNameFromDisposition('attachment; filename="say \\"hi\\".csv"')).toBe('say "hi".csv');
  });

  it("drops folders from the name", () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe("passwd");
  });

  it("answers null when there is no name", () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition("inline")).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeNull();
  });
});
