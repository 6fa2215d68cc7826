/** Reading the backup's file name from content-disposition, with fallbacks for odd headers. */
import { describe, expect, it } from "vitest";
import { fileNameFromDisposition } from "./content-disposition";

describe("fileNameFromDisposition", () => {
  it("reads the quoted name the API sends", () => {
    expect(fileNameFromDisposition('attachment; filename="treble-full-sunday-legends-2025-08-14.json"', "x.json")).toBe(
      "treble-full-sunday-legends-2025-08-14.json",
    );
  });

  it("prefers the encoded form and reads an unquoted name", () => {
    expect(fileNameFromDisposition("attachment; filename=plain.json; filename*=UTF-8''caf%C3%A9.json", "x.json")).toBe("café.json");
    expect(fileNameFromDisposition("attachment; filename=plain.json", "x.json")).toBe("plain.json");
  });

  it("falls back when there is no usable name, and drops folders", () => {
    expect(fileNameFromDisposition(null, "x.json")).toBe("x.json");
    expect(fileNameFromDisposition("attachment", "x.json")).toBe("x.json");
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', "x.json")).toBe("passwd");
  });
});
