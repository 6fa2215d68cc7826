import type { RouteSpec } from "@shared/contract/routes";

/**
 * The route's URL: path variables filled (each encoded), then the query. Reading the path from the
 * contract is what keeps a screen from calling a path the server does not serve.
 */
export function urlOf(route: Pick<RouteSpec, "path">, input?: { params?: unknown; query?: unknown }): string {
  const params = (input?.params ?? {}) as Record<string, string>;
  const path = route.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path value "${key}" for ${route.path}`);
    return encodeURIComponent(value);
  });
  const entries = Object.entries((input?.query ?? {}) as Record<string, string | undefined>).filter(
    (e): e is [string, string] => e[1] !== undefined,
  );
  return entries.length ? `${path}?${new URLSearchParams(entries).toString()}` : path;
}
