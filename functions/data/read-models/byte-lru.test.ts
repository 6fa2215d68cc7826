/** The byte-bounded LRU map the board caches use: eviction order, re-use refreshing an entry, oversized values. */
import { describe, expect, it } from "vitest";
import { ByteLru } from "./byte-lru";

describe("ByteLru", () => {
  it("drops the least recently used entries once the budget is passed", () => {
    const lru = new ByteLru<string>(10);
    lru.set("a", "A", 4);
    lru.set("b", "B", 4);
    expect(lru.get("a")).toBe("A");
    lru.set("c", "C", 4);
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBe("A");
    expect(lru.get("c")).toBe("C");
    expect(lru.bytes).toBe(8);
  });

  it("replaces a key's value and its size", () => {
    const lru = new ByteLru<string>(10);
    lru.set("a", "A", 9);
    lru.set("a", "A2", 2);
    lru.set("b", "B", 8);
    expect(lru.get("a")).toBe("A2");
    expect(lru.bytes).toBe(10);
  });

  it("keeps nothing larger than the whole budget", () => {
    const lru = new ByteLru<string>(10);
    lru.set("a", "A", 5);
    lru.set("big", "B", 11);
    expect(lru.get("big")).toBeUndefined();
    expect(lru.get("a")).toBe("A");
  });
});
