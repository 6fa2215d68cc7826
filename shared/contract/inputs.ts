import * as z from "zod/mini";
import { messages } from "../messages";
import "../zod-english";

/**
 * The small vocabulary every route's request schema is written in. Ids stay far below
 * DynamoDB's key limits (2 KB partition, 1 KB sort key) and use the characters our ids,
 * league codes and the providers' `sub`s are made of, so a path can never smuggle a separator,
 * a control character or a megabyte into a key.
 */
const ID_MAX = 64;
const ID_PATTERN = /^[A-Za-z0-9_.:-]+$/;
/** C0, DEL and C1 control characters: no name, reason or filter has a use for them. */
const CONTROL = /\p{Cc}/u;

export const noControl = (value: string) => !CONTROL.test(value);

export const id = (what = "Id") =>
  z
    .string({ error: `${what} is required` })
    .check(z.minLength(1, `${what} is required`), z.maxLength(ID_MAX, `${what} is too long`), z.regex(ID_PATTERN, `${what} is not valid`));

/** League codes arrive typed by hand; anything that cannot be a code is simply not found. */
export const codeParam = z.string().check(z.maxLength(ID_MAX, messages.leagueNotFound), z.refine(noControl, messages.leagueNotFound));

/** Free text in a filter or form: bounded, no control characters. */
export const text = (max: number, what = "Text") =>
  z
    .string()
    .check(z.maxLength(max, `${what} must be at most ${max} characters`), z.refine(noControl, `${what} cannot contain control characters`));

export const email = z.pipe(
  z.string().check(z.trim(), z.maxLength(254), z.toLowerCase()),
  z.email({ error: "Please enter a valid e-mail address" }),
);

/** A gameweek in a path: 1 to 38, digits only (no `1e1`, no ` 7`). */
export const gameweekParam = z.pipe(
  z.pipe(z.string().check(z.regex(/^\d{1,2}$/, messages.gameweekInvalid)), z.transform(Number)),
  z.number().check(z.int(), z.gte(1, messages.gameweekInvalid), z.lte(38, messages.gameweekInvalid)),
);

/** A mutation that takes no input still sends `{}` (the CSRF guard wants JSON); nothing else is accepted. */
const noBody = z.strictObject({});
/** A call that reads no query string refuses one, so garbage never passes unnoticed. */
const noQuery = z.strictObject({});

export const leagueId = id("League id");
/** Path variables that each hold a league id. */
export const pathOf = <K extends string>(...keys: K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, leagueId])) as Record<K, typeof leagueId>);
export const leagueQuery = z.strictObject({ leagueId: z.optional(leagueId) });
/** Admin tools that may name one of the caller's leagues (pick reminders, a feed refresh). */
export const optionalLeagueBody = z.strictObject({ leagueId: z.optional(leagueId) });

/**
 * The schemas a route runs with: what its request half declares, and for what it leaves out the
 * strict defaults (no query string; a mutation's body is `{}`), so no input ever goes unchecked.
 */
export function resolveInputs(
  method: string,
  declared: { params?: z.ZodMiniType; query?: z.ZodMiniType; body?: z.ZodMiniType } | undefined,
) {
  return { params: declared?.params, query: declared?.query ?? noQuery, body: declared?.body ?? (method === "GET" ? undefined : noBody) };
}
