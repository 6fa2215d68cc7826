/** Batch writes: what DynamoDB hands back unprocessed is sent again until none is left, and not forever. */
import { describe, expect, it } from "vitest";
import { untilProcessed } from "./batch-write";

describe("untilProcessed", () => {
  it("sends the unprocessed remainder again until all is written", async () => {
    const sent: number[][] = [];
    await untilProcessed([1, 2, 3, 4], async (pending) => {
      sent.push(pending);
      return pending.slice(2);
    });
    expect(sent).toEqual([
      [1, 2, 3, 4],
      [3, 4],
    ]);
  });

  it("gives up after 8 sends that leave items behind", async () => {
    let sends = 0;
    const stuck = untilProcessed(["a", "b"], async (pending) => {
      sends++;
      return pending;
    });
    await expect(stuck).rejects.toThrow("2 items stayed unprocessed");
    expect(sends).toBe(8);
  }, 10_000);
});
