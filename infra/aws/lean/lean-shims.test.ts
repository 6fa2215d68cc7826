// Covers the stand-ins functionBuild bundles in place of package code: the LRU cache against mnemonist's own, the event-stream stub, depd, middy's ReadableStream, and ElectroDB's document-client commands.
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { describe, expect, it, vi } from "vitest";
import { functionBuild, repoRoot } from "../function-settings";
import MnemonistLru from "mnemonist/lru-cache.js";
// @ts-expect-error plain JavaScript stand-in, loaded only by esbuild's alias in the bundles
import LeanLru from "./mnemonist-lru-cache.mjs";
// @ts-expect-error plain JavaScript stand-in, loaded only by esbuild's alias in the bundles
import * as eventStreams from "./smithy-event-streams.mjs";
// @ts-expect-error plain JavaScript stand-in, loaded only by functionBuild's package stand-ins in the bundles
import { ReadableStream as LeanReadableStream } from "./node-stream-web.mjs";
import { Readable } from "node:stream";

interface Lru {
  get(key: string): unknown;
  peek(key: string): unknown;
  has(key: string): boolean;
  set(key: string, value: unknown): unknown;
  clear(): void;
  size: number;
}

describe("the LRU cache stand-in", () => {
  it("answers every operation as mnemonist's LRU cache does, evictions included", () => {
    const real = new MnemonistLru<string, unknown>(4) as unknown as Lru;
    const lean = new (LeanLru as new (capacity: number) => Lru)(4);
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 2000; i++) {
      const key = `k${next() % 7}`;
      const op = next() % 6;
      if (op === 0) expect(lean.get(key), `get ${key} at ${i}`).toEqual(real.get(key));
      else if (op === 1) expect(lean.peek(key), `peek ${key} at ${i}`).toEqual(real.peek(key));
      else if (op === 2) expect(lean.has(key), `has ${key} at ${i}`).toBe(real.has(key));
      else if (op === 5 && next() % 50 === 0) {
        lean.clear();
        real.clear();
      } else {
        lean.set(key, [i]);
        real.set(key, [i]);
      }
      expect(lean.size).toBe(real.size);
    }
  });
});

describe("the event-stream stand-in", () => {
  it("gives a client config the marshaller its provider makes, and that marshaller fails loudly if ever used", () => {
    const config = eventStreams.resolveEventStreamSerdeConfig({ eventStreamSerdeProvider: eventStreams.eventStreamSerdeProvider }) as {
      eventStreamMarshaller: { serialize: () => void; deserialize: () => void };
    };
    expect(() => config.eventStreamMarshaller.serialize()).toThrow(/not bundled/);
    expect(() => config.eventStreamMarshaller.deserialize()).toThrow(/not bundled/);
    expect(() => new eventStreams.EventStreamSerde()).toThrow(/not bundled/);
  });
});

describe("middy's ReadableStream stand-in", () => {
  it("answers instanceof as node:stream/web's class does", () => {
    expect(new globalThis.ReadableStream() instanceof LeanReadableStream).toBe(true);
    expect(Readable.toWeb(Readable.from(["a"])) instanceof LeanReadableStream).toBe(true);
    expect(Readable.from(["a"]) instanceof LeanReadableStream).toBe(false);
    expect(("body" as unknown) instanceof LeanReadableStream).toBe(false);
  });
});

describe("the deprecation-notice stand-in", () => {
  it("gives http-errors' one notice as a DeprecationWarning, once per message, and passes its wrappers through", () => {
    const warn = vi.spyOn(process, "emitWarning").mockImplementation(() => {});
    try {
      // As http-errors loads it: require("depd")("http-errors").
      const depd = createRequire(import.meta.url)("./depd.cjs") as (
        namespace: string,
      ) => ((message: string) => void) & { function: <F>(fn: F) => F };
      const deprecate = depd("http-errors");
      deprecate("non-error status code; use only 4xx or 5xx status codes");
      deprecate("non-error status code; use only 4xx or 5xx status codes");
      expect(warn.mock.calls).toEqual([
        ["http-errors deprecated non-error status code; use only 4xx or 5xx status codes", "DeprecationWarning"],
      ]);
      const fn = () => 1;
      expect(deprecate.function(fn)).toBe(fn);
    } finally {
      warn.mockRestore();
    }
  });
});

describe("the stand-ins inside a bundle", () => {
  it("load as their packages do: http-errors makes its errors, and a non-error status gives the notice", async () => {
    const dir = mkdtempSync(join(tmpdir(), "treble-lean-"));
    try {
      await build({
        ...functionBuild,
        sourcemap: false,
        stdin: {
          contents: 'import createError from "http-errors";\nexport const make = (status: number) => createError(status, "m");\n',
          resolveDir: repoRoot,
          loader: "ts",
        },
        outfile: join(dir, "entry.mjs"),
        logLevel: "silent",
      });
      const { make } = (await import(pathToFileURL(join(dir, "entry.mjs")).href)) as {
        make: (status: number) => { status: number; expose: boolean };
      };
      const warn = vi.spyOn(process, "emitWarning").mockImplementation(() => {});
      try {
        expect(make(404)).toMatchObject({ status: 404, expose: true, message: "m" });
        expect(warn).not.toHaveBeenCalled();
        make(302);
        expect(warn).toHaveBeenCalledWith(
          "http-errors deprecated non-error status code; use only 4xx or 5xx status codes",
          "DeprecationWarning",
        );
      } finally {
        warn.mockRestore();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("give ElectroDB the document client's own commands, and wrap none of the SDK for its require", async () => {
    const dir = mkdtempSync(join(tmpdir(), "treble-lean-"));
    try {
      const built = await build({
        ...functionBuild,
        sourcemap: false,
        metafile: true,
        stdin: {
          contents: [
            'import { Entity } from "electrodb";',
            'import { GetCommand } from "@aws-sdk/lib-dynamodb";',
            "const sent: unknown[] = [];",
            "const client = { send: async (command: unknown) => (sent.push(command), {}) };",
            'const model = { entity: "e", version: "1", service: "s" };',
            'const primary = { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } };',
            'const entity = new Entity({ model, attributes: { id: { type: "string" } }, indexes: { primary } }, { table: "t", client });',
            'export const get = async () => (await entity.get({ id: "a" }).go(), { command: sent[0] instanceof GetCommand, input: (sent[0] as GetCommand).input });',
          ].join("\n"),
          resolveDir: repoRoot,
          loader: "ts",
        },
        outfile: join(dir, "entry.mjs"),
        logLevel: "silent",
      });
      const { get } = (await import(pathToFileURL(join(dir, "entry.mjs")).href)) as {
        get: () => Promise<{ command: boolean; input: unknown }>;
      };
      expect(await get()).toEqual({ command: true, input: { TableName: "t", Key: { pk: "$s#id_a", sk: "$e_1" } } });
      const required = Object.values(built.metafile.inputs).flatMap((input) => input.imports.filter((i) => i.kind === "require-call"));
      expect(required.filter((i) => /@aws-sdk|@smithy|lean\/lib-dynamodb/.test(i.path))).toEqual([]);
      expect(required.map((i) => i.path)).toContain("infra/aws/lean/electrodb-sdk.cjs");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
