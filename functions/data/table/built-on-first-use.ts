/**
 * A value built the first time anything touches it. ElectroDB checks and compiles a model when
 * its entity is built (key templates, where/filter builders), a few milliseconds for each of our
 * ~30 entities; built at import, that was every cold start's largest share after loading the code,
 * though a request uses a handful. The proxy hands every read, write and method call to the
 * built value (methods bound to it), so callers see the entity itself.
 */
export function builtOnFirstUse<T extends object>(build: () => T): T {
  let value: T | undefined;
  const target = () => (value ??= build());
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy({} as T, {
    get(_, key) {
      const real = target();
      const field: unknown = Reflect.get(real, key, real);
      if (typeof field !== "function") return field;
      if (!bound.has(key)) bound.set(key, (field as (...args: unknown[]) => unknown).bind(real));
      return bound.get(key);
    },
    set: (_, key, next) => Reflect.set(target(), key, next),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    // Reported configurable: the proxy's own target is empty, and a proxy may not claim a fixed property its target lacks.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
  });
}
