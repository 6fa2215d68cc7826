import { lazy, type ComponentType } from "react";

/** React.lazy for modules with named exports: each screen's code loads when first visited. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
