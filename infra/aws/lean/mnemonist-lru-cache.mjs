/**
 * What the function bundles take for `mnemonist/lru-cache` (functionBuild's alias): the SDK's
 * endpoint-discovery cache (@aws-sdk/endpoint-cache) is the only user, and every DynamoDB client
 * makes one at construction, so every bundle kept mnemonist's LRU cache with its typed-array and
 * iterator helpers (~8 kB) for a cache that endpoint discovery (off for DynamoDB unless
 * AWS_ENABLE_ENDPOINT_DISCOVERY is set) fills. The same cache on a Map, which keeps insertion
 * order: get and set make a key the most recent, peek and has leave it, and a set over capacity
 * drops the least recent.
 */
export default class LRUCache {
  constructor(capacity) {
    this.capacity = capacity;
    this.items = new Map();
  }

  get size() {
    return this.items.size;
  }

  has(key) {
    return this.items.has(key);
  }

  peek(key) {
    return this.items.get(key);
  }

  get(key) {
    if (!this.items.has(key)) return undefined;
    const value = this.items.get(key);
    this.items.delete(key);
    this.items.set(key, value);
    return value;
  }

  set(key, value) {
    this.items.delete(key);
    this.items.set(key, value);
    if (this.items.size > this.capacity) this.items.delete(this.items.keys().next().value);
    return this;
  }

  clear() {
    this.items.clear();
  }
}
