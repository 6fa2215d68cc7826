import { countInto, type IoCounter } from "./io-counter";

const MAX_ATTEMPTS = 8;

interface BatchPutter<T> {
  put(items: T[]): { go(options?: object): Promise<{ unprocessed: unknown[] }> };
}

/**
 * Writes many items as batch puts (25 per request, which ElectroDB chunks), retrying whatever
 * DynamoDB hands back unprocessed under throttling. Each item is a whole absolute record, so
 * a retried or repeated write is harmless.
 */
export async function putAll<T>(entity: BatchPutter<T>, items: T[], io?: IoCounter): Promise<void> {
  let pending = items;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt >= MAX_ATTEMPTS) throw new Error(`${pending.length} items stayed unprocessed after ${MAX_ATTEMPTS} batch writes`);
    if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
    const { unprocessed } = await entity.put(pending).go(countInto(io));
    pending = unprocessed as T[];
  }
}
