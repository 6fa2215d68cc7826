import { untilProcessed } from "./batch-write";
import { countInto, type IoCounter } from "./io-counter";

interface BatchPutter<T> {
  put(items: T[]): { go(options?: object): Promise<{ unprocessed: unknown[] }> };
}

/** Writes many whole records as batch puts (25 per request, which ElectroDB chunks). */
export async function putAll<T>(entity: BatchPutter<T>, items: T[], io?: IoCounter): Promise<void> {
  await untilProcessed(items, async (pending) => (await entity.put(pending).go(countInto(io))).unprocessed as T[]);
}
