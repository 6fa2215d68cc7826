import useSWR, { type SWRConfiguration } from "swr";
import type * as z from "zod/mini";
import type { InputsOf, ResponseOf, RouteSpec } from "@shared/contract/routes";
import { ApiError } from "./api-error";
import { takeEarly } from "./early-requests";
import { nextTask } from "./next-task";
import { urlOf } from "./url-of";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * The one way the SPA talks to the API: cookies included, JSON both ways. Mutations always
 * carry a JSON body (`{}` when empty) because the server's CSRF guard refuses any other type.
 */
async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const mutation = method !== "GET";
  const early = mutation ? undefined : takeEarly(path);
  // SWR asks for a screen's data in React's commit (its layout effects), and each fetch() call costs
  // the main thread about a millisecond: started in the next task instead, the commit that paints
  // the board's header is a quarter shorter (decision 0147, main-thread work out of React's commits). A mutation is a click's, not a commit's.
  if (!mutation && !early) await nextTask();
  const response = await (early ??
    fetch(path, {
      method,
      credentials: "include",
      headers: mutation ? { "content-type": "application/json", accept: "application/json" } : { accept: "application/json" },
      body: mutation ? JSON.stringify(body ?? {}) : undefined,
    }));
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * What a contract route takes: each part its request half declares, typed by its zod schema (query
 * values as strings). Types only: the schemas stay out of the SPA unless a form imports them.
 */
type Part<R extends RouteSpec, K extends "params" | "query" | "body"> =
  InputsOf<R> extends Record<K, infer Z extends z.ZodMiniType>
    ? {} extends z.input<Z>
      ? { [P in K]?: z.input<Z> }
      : { [P in K]: z.input<Z> }
    : { [P in K]?: never };
type EmptyIfOptional<T> = {} extends T ? T | undefined : T;
export type CallInput<R extends RouteSpec> = EmptyIfOptional<Part<R, "params"> & Part<R, "query"> & Part<R, "body">>;

/**
 * The start every cache key of `route` shares: its path with the given variables filled, up to the
 * first one left open. Mutations refresh a route's views by it, whatever their other inputs.
 */
export function keyPrefixOf(route: Pick<RouteSpec, "path">, params: Record<string, string> = {}): string {
  const filled = route.path.replace(/\{(\w+)\}/g, (variable, key: string) =>
    params[key] === undefined ? variable : encodeURIComponent(params[key]),
  );
  return filled.split("{")[0];
}

/** Calls a contract route: `call(contract.draft.draftUsers, { params: { leagueId } })`. */
export function call<R extends RouteSpec>(
  route: R,
  ...[input]: {} extends CallInput<R> ? [CallInput<R>?] : [CallInput<R>]
): Promise<ResponseOf<R>> {
  const parts = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  return apiRequest<ResponseOf<R>>(route.method, urlOf(route, parts), parts.body);
}

type GetRoute = RouteSpec & { method: "GET" };
/** A hook's input: the call's input, or `null` while there is nothing to ask yet (no league chosen, a closed panel). */
type HookArgs<R extends RouteSpec> =
  {} extends CallInput<R>
    ? [input?: CallInput<R> | null, config?: SWRConfiguration<ResponseOf<R>>]
    : [input: CallInput<R> | null, config?: SWRConfiguration<ResponseOf<R>>];

/**
 * A contract read as an SWR hook, so a feature's hook is one line:
 * `useCall(contract.draft.history, leagueId ? { params: { leagueId } } : null)`. The cache key is
 * the call's URL (`urlOf`), which is what mutations match on to refresh a view.
 */
export function useCall<R extends GetRoute>(route: R, ...[input, config]: HookArgs<R>) {
  const key = input === null ? null : urlOf(route, input ?? undefined);
  return useSWR<ResponseOf<R>>(key, () => apiRequest<ResponseOf<R>>("GET", key as string), config);
}
