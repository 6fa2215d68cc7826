/** The composer's @-autocomplete once a member is chosen: the typed query becomes the whole name, the caret after it. */
import { describe, expect, it } from "vitest";
import { completeMention } from "./complete-mention";

describe("completeMention", () => {
  it("replaces the query with the whole name and one space, caret after it", () => {
    expect(completeMention("hi @ad", 6, { start: 3, query: "ad" }, "Ada Striker")).toEqual({ text: "hi @Ada Striker ", caret: 16 });
    expect(completeMention("@b what", 2, { start: 0, query: "b" }, "Bo Keeper")).toEqual({ text: "@Bo Keeper what", caret: 11 });
  });

  it("completes a mention in the middle of the text and keeps what follows", () => {
    expect(completeMention("well @Bo done", 8, { start: 5, query: "Bo" }, "Bo Keeper")).toEqual({
      text: "well @Bo Keeper done",
      caret: 16,
    });
  });
});
