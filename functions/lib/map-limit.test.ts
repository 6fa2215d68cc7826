/** Unit test of bounded concurrency: never more than the limit in flight, every result kept. */
import { expect, it } from "vitest";
import { mapLimit } from "./map-limit";

it("keeps at most `limit` calls in flight and returns results and errors in order", async () => {
  let inFlight = 0;
  let peak = 0;
  const results = await mapLimit([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
    inFlight++;
    peak = Math.max(peak, inFlight);
    await new Promise((r) => setTimeout(r, 5));
    inFlight--;
    if (n === 4) throw new Error("four");
    return n * 2;
  });
  expect(peak).toBe(3);
  expect(results.map((r) => (r instanceof Error ? r.message : r))).toEqual([2, 4, 6, "four", 10, 12, 14]);
});
