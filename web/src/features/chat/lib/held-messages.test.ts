/** The chat's held history: pages and events merged by id, oldest first, whatever order and however often they arrive. */
import { describe, expect, it } from "vitest";
import { changeMessage, mergeMessages } from "./held-messages";

const at = (id: string, minute: number, text = id) => ({
  messageId: id,
  createdAt: `2026-11-28T12:${String(minute).padStart(2, "0")}:00.000Z`,
  text,
});

describe("mergeMessages", () => {
  it("puts an older page before the held ones and a new message after them", () => {
    const held = [at("c", 3), at("d", 4)];
    expect(mergeMessages(held, [at("a", 1), at("b", 2)]).map((m) => m.messageId)).toEqual(["a", "b", "c", "d"]);
    expect(mergeMessages(held, [at("e", 5)]).map((m) => m.messageId)).toEqual(["c", "d", "e"]);
  });

  it("keeps one copy of a message seen twice, the newer one", () => {
    const merged = mergeMessages([at("a", 1), at("b", 2)], [at("b", 2, "edited"), at("b", 2, "edited")]);
    expect(merged).toEqual([at("a", 1), at("b", 2, "edited")]);
    expect(mergeMessages(merged, merged)).toEqual(merged);
  });

  it("orders messages of the same instant by id", () => {
    expect(mergeMessages([at("b", 1)], [at("a", 1)]).map((m) => m.messageId)).toEqual(["a", "b"]);
  });
});

describe("changeMessage", () => {
  it("changes the message with that id and leaves the list alone when none has it", () => {
    const held = [at("a", 1), at("b", 2)];
    expect(changeMessage(held, "b", (m) => ({ ...m, text: "x" }))[1].text).toBe("x");
    expect(changeMessage(held, "z", (m) => ({ ...m, text: "x" }))).toBe(held);
  });
});
