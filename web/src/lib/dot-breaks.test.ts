/** Where a long e-mail address or dotted handle may wrap: after an "@", before each dot, and nowhere else. */
import { describe, expect, it } from "vitest";
import { dotBreaks } from "./dot-breaks";

describe("dotBreaks", () => {
  it("breaks after the @ and before each dot of both halves of an address", () => {
    expect(dotBreaks("chris.montgomery-fitz@mail.example.co.uk")).toEqual(["chris", ".montgomery-fitz@", "mail", ".example", ".co", ".uk"]);
  });

  it("gives back the text unchanged when joined", () => {
    const text = ".odd..local.@@example.com.";
    expect(dotBreaks(text).join("")).toBe(text);
  });

  it("leaves text with nowhere to break whole", () => {
    expect(dotBreaks("Christopher Montgomery")).toEqual(["Christopher Montgomery"]);
    expect(dotBreaks("")).toEqual([""]);
  });
});
