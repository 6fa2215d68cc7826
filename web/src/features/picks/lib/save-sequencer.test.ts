/** Auto-save ordering on the register screen: revisions always rise, and only the newest answer counts. */
import { describe, expect, it } from "vitest";
import { SaveSequencer } from "./save-sequencer";

describe("save sequencer", () => {
  it("uses the clock, and last + 1 when the clock stands still or steps back", () => {
    const seq = new SaveSequencer();
    expect(seq.next(1000)).toBe(1000);
    expect(seq.next(1000)).toBe(1001);
    expect(seq.next(900)).toBe(1002);
    expect(seq.next(5000.7)).toBe(5000);
  });

  it("ignores an older save's answer arriving after a newer save was sent", () => {
    const seq = new SaveSequencer();
    const first = seq.next(1);
    const second = seq.next(2);
    expect(seq.settle(second, { saved: true, revision: second })).toBe("saved");
    expect(seq.settle(first, { saved: false, revision: second })).toBe("stale");
  });

  it("ignores an older save's failure while a newer one is on its way or done", () => {
    const seq = new SaveSequencer();
    const first = seq.next(1);
    const second = seq.next(2);
    expect(seq.settle(first, "error")).toBe("stale");
    expect(seq.settle(second, { saved: true, revision: second })).toBe("saved");
  });

  it("reports the newest save's failure", () => {
    const seq = new SaveSequencer();
    const only = seq.next(10);
    expect(seq.settle(only, "error")).toBe("failed");
  });

  it("adopts a newer server revision so the next save outranks it", () => {
    const seq = new SaveSequencer();
    const mine = seq.next(100);
    expect(seq.settle(mine, { saved: false, revision: 500 })).toBe("overtaken");
    expect(seq.next(200)).toBe(501);
  });
});
