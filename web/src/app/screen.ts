import { createElement, lazy, type ComponentType, type ReactElement } from "react";

/** A screen of a route table, its code loaded when first visited: React.lazy for modules with named exports. */
export function screen<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K): ReactElement {
  return createElement(lazy(async () => ({ default: (await load())[name] as ComponentType })));
}
