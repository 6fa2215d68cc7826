// Covers the stand-ins functionBuild bundles in place of package code: the LRU cache against mnemonist's own, and the event-stream stub.
import { describe, expect, it } from "vitest";
import MnemonistLru from "mnemonist/lru-cache.js";
// @ts-expect-error plain JavaScript stand-in, loaded only by esbuild's alias in the bundles
import LeanLru from "./mnemonist-lru-cache.mjs";
// @ts-expect-error plain JavaScript stand-in, loaded only by esbuild's alias in the bundles
import * as eventStreams from "./smithy-event-streams.mjs";

interface Lru {
  get(key: string): unknown;
  peek(key: string): unknown;
  has(key: string): boolean;
  set(key: string, value: unknown): unknown;
  clear(): void;
  size: number;
}

describe("the LRU cache stand-in", () => {
  it("answers every operation as mnemonist's LRU cache does, evictions included", () => {
    const real = new MnemonistLru<string, unknown>(4) as unknown as Lru;
    const lean = new (LeanLru as new (capacity: number) => Lru)(4);
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 2000; i++) {
      const key = `k${next() % 7}`;
      const op = next() % 6;
      if (op === 0) expect(lean.get(key), `get ${key} at ${i}`).toEqual(real.get(key));
      else if (op === 1) expect(lean.peek(key), `peek ${key} at ${i}`).toEqual(real.peek(key));
      else if (op === 2) expect(lean.has(key), `has ${key} at ${i}`).toBe(real.has(key));
      else if (op === 5 && next() % 50 === 0) {
        lean.clear();
        real.clear();
      } else {
        lean.set(key, [i]);
        real.set(key, [i]);
      }
      expect(lean.size).toBe(real.size);
    }
  });
});

describe("the event-stream stand-in", () => {
  it("gives a client config the marshaller its provider makes, and that marshaller fails loudly if ever used", () => {
    const config = eventStreams.resolveEventStreamSerdeConfig({ eventStreamSerdeProvider: eventStreams.eventStreamSerdeProvider }) as {
      eventStreamMarshaller: { serialize: () => void; deserialize: () => void };
    };
    expect(() => config.eventStreamMarshaller.serialize()).toThrow(/not bundled/);
    expect(() => config.eventStreamMarshaller.deserialize()).toThrow(/not bundled/);
    expect(() => new eventStreams.EventStreamSerde()).toThrow(/not bundled/);
  });
});
