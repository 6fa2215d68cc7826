/**
 * The typed test client: `alice.call(contract.leagues.members, { params: { id } })`. The route comes
 * from the contract (shared/contract/routes.ts) and its inputs are typed by the request half
 * (shared/contract/requests/<group>.ts), so a renamed route, a param or query key it does not take, or
 * a missing one fails at type-check instead of as a 404 at run time. The session (cookies, sign-in)
 * is the Browserish client's. A test that sends a malformed value on purpose says so with
 * `badInput(value)`; the raw `"/api/..."` strings are left to the hostile corpus.
 */
import type * as z from "zod/mini";
import type { InputsOf, RouteSpec } from "../../shared/contract/routes";

/** A path or query value as a test writes it: numbers are sent as their digits. */
type Scalar = string | number | boolean;
type Values<T> = { [K in keyof T]: undefined extends T[K] ? Scalar | undefined : Scalar };
type Part<R extends RouteSpec, K extends "params" | "query" | "body", Loose extends boolean> =
  InputsOf<R> extends Record<K, infer Z extends z.ZodMiniType>
    ? Empty extends z.input<Z>
      ? { [P in K]?: Loose extends true ? Values<z.input<Z>> : z.input<Z> }
      : { [P in K]: Loose extends true ? Values<z.input<Z>> : z.input<Z> }
    : { [P in K]?: K extends "body" ? NoFields : never };
/** A mutation with no body schema takes `{}` or nothing, as the server does. */
type NoFields = { [key: string]: never };
/** No required key: a part the call may leave out. */
type Empty = Record<never, never>;
type TestCallInput<R extends RouteSpec> = Part<R, "params", true> & Part<R, "query", true> & Part<R, "body", false>;
export type CallArgs<R extends RouteSpec> = Empty extends TestCallInput<R> ? [TestCallInput<R>?] : [TestCallInput<R>];

const MALFORMED = Symbol("malformed");
/** A value the contract refuses, sent on purpose (a hostile or validation test): typed as anything. */
export const badInput = (value: unknown): never => ({ [MALFORMED]: value }) as never;
const unwrap = (value: unknown): unknown =>
  value !== null && typeof value === "object" && MALFORMED in value ? (value as Record<symbol, unknown>)[MALFORMED] : value;

/** The route's URL with its path values filled (each encoded) and its query, as the SPA builds it. */
export function pathOf(route: Pick<RouteSpec, "path">, input: { params?: object; query?: object } = {}): string {
  const params = (unwrap(input.params) ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = unwrap(params[key]);
    if (value === undefined) throw new Error(`Missing path value "${key}" for ${route.path}`);
    return encodeURIComponent(String(value));
  });
  const query = Object.entries((unwrap(input.query) ?? {}) as Record<string, unknown>)
    .map(([key, value]) => [key, unwrap(value)] as const)
    .filter((entry): entry is readonly [string, Scalar] => entry[1] !== undefined)
    .map(([key, value]) => [key, String(value)]);
  return query.length ? `${path}?${new URLSearchParams(query).toString()}` : path;
}

/** The body as sent: bad inputs unwrapped, anywhere in it. */
export function bodyOf(body: unknown): unknown {
  const value = unwrap(body);
  if (Array.isArray(value)) return value.map(bodyOf);
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, bodyOf(v)]));
  }
  return value;
}
