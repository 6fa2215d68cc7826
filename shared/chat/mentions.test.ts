/** `@username` mentions: names with spaces, any case, the longest name, never an e-mail address. */
import { describe, expect, it } from "vitest";
import { findMentions, mentionBeingTyped, mentionCandidates } from "./mentions";

const members = [
  { userId: "u1", username: "Sam" },
  { userId: "u2", username: "Sam Allardyce" },
  { userId: "u3", username: "Ana" },
  { userId: "u4", username: "Big_Ben" },
];
const ids = (text: string) => findMentions(text, members).map((m) => m.userId);

describe("finding mentions", () => {
  it("finds each member named after an @, once, in the order first mentioned", () => {
    expect(ids("@ana and @Big_Ben, then @ANA again")).toEqual(["u3", "u4"]);
  });
  it("prefers the longest name and needs the name to end there", () => {
    expect(ids("@Sam Allardyce out!")).toEqual(["u2"]);
    expect(ids("@Sam, well done")).toEqual(["u1"]);
    expect(ids("@Samuel is not Sam")).toEqual([]);
    expect(ids("@Big")).toEqual([]);
  });
  it("ignores e-mail addresses and a lone @", () => {
    expect(ids("mail ana@example.com or @ alone")).toEqual([]);
  });
});

describe("the composer's autocomplete", () => {
  it("reads the mention being typed at the caret, and lists the members it could be", () => {
    expect(mentionBeingTyped("hi @sa", 6)).toEqual({ start: 3, query: "sa" });
    expect(mentionBeingTyped("hi @sa\nthere", 12)).toBeUndefined();
    expect(mentionBeingTyped("a@b", 3)).toBeUndefined();
    expect(mentionCandidates("sa", members).map((m) => m.userId)).toEqual(["u1", "u2"]);
  });
});
