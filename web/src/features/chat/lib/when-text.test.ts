/** A mute's end in the member's words: today, tomorrow, or the date, on their own clock. */
import { describe, expect, it } from "vitest";
import { whenText } from "./when-text";

const now = new Date(2026, 10, 28, 20, 15);

describe("whenText", () => {
  it("says today or tomorrow with the time on the reader's clock", () => {
    expect(whenText(new Date(2026, 10, 28, 21, 5).toISOString(), now)).toBe("21:05 today");
    expect(whenText(new Date(2026, 10, 29, 9, 30).toISOString(), now)).toBe("09:30 tomorrow");
  });

  it("names the day further off, and gives back what is not a time", () => {
    expect(whenText(new Date(2026, 11, 1, 8, 0).toISOString(), now)).toBe("08:00 on Tue 1 Dec");
    expect(whenText("soon", now)).toBe("soon");
  });
});
