// Covers nextTask: it waits for a task after the current one, and releases all who asked in one task together.
import { describe, expect, it } from "vitest";
import { nextTask } from "./next-task";

describe("nextTask", () => {
  it("resolves after the current task's microtasks, in one later task for everyone who asked", async () => {
    const order: string[] = [];
    const first = nextTask().then(() => order.push("first"));
    const second = nextTask().then(() => order.push("second"));
    await Promise.resolve();
    order.push("microtask");
    await Promise.all([first, second]);
    expect(order).toEqual(["microtask", "first", "second"]);
  });

  it("starts a new batch once the last one was let go", async () => {
    await nextTask();
    let done = false;
    const later = nextTask().then(() => (done = true));
    expect(done).toBe(false);
    await later;
    expect(done).toBe(true);
  });
});
