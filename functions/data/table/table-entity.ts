import { Entity, type Schema } from "electrodb";
import { builtOnFirstUse } from "./built-on-first-use";
import { documentClient, tableName } from "./client";

/**
 * An entity of the one table (service "treble", model version 1), on the process's document client, built on first use
 * (built-on-first-use.ts says why). Each entity file marks its call with a `@__PURE__` comment: a bundle keeps a call whose result
 * is unused, so a function that imports a store module for one helper kept every entity that module names; marked, it
 * keeps only the entities its code reads (esbuild honours the mark only at the call, not on this declaration).
 */
export function tableEntity<A extends string, F extends string, C extends string, S extends Omit<Schema<A, F, C>, "model">>(
  entity: string,
  schema: S,
) {
  const model = { entity, version: "1", service: "treble" };
  return builtOnFirstUse(
    () => new Entity<A, F, C, S & { model: typeof model }>({ model, ...schema }, { client: documentClient, table: tableName() }),
  );
}

/** The table's own index: partition key `pk`, sort key `sk`. */
export const mainIndex = <const P extends readonly string[], const S extends readonly string[]>(pk: P, sk: S) => ({
  pk: { field: "pk", composite: pk },
  sk: { field: "sk", composite: sk },
});

/** One of the table's global secondary indexes, `gsi1` or `gsi2`, with its `<name>pk`/`<name>sk` keys. */
export const secondaryIndex = <const I extends "gsi1" | "gsi2", const P extends readonly string[], const S extends readonly string[]>(
  index: I,
  pk: P,
  sk: S,
) => ({
  index,
  pk: { field: `${index}pk` as const, composite: pk },
  sk: { field: `${index}sk` as const, composite: sk },
});
