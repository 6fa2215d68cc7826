/**
 * Folders import each other in one direction (decision 0301): no two of the server's folders
 * (each folder of functions/, and events/ and shared/ as wholes) import each other, and no longer
 * loop runs through them either. Unit tests beside the code are left out: they may reach anywhere.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");

/** The room a file belongs to: `functions/<folder>`, `events` or `shared`; a file at functions/'s top is its own. */
function roomOf(file: string): string | undefined {
  const parts = relative(root, file).split("/");
  if (parts[0] === "events" || parts[0] === "shared") return parts[0];
  if (parts[0] !== "functions") return undefined;
  return `functions/${parts[1]}`;
}

function sourceFiles(): string[] {
  return ["functions", "events", "shared"].flatMap((folder) =>
    (readdirSync(join(root, folder), { recursive: true, encoding: "utf8" }) as string[])
      .filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f))
      .map((f) => join(root, folder, f)),
  );
}

/** Each room's arrows to other rooms, with one file that draws each. */
function arrows(): Map<string, Map<string, string>> {
  const found = new Map<string, Map<string, string>>();
  for (const file of sourceFiles()) {
    const from = roomOf(file);
    if (!from) continue;
    for (const [, spec] of readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+)"/g)) {
      const to = roomOf(resolve(dirname(file), spec));
      if (!to || to === from) continue;
      const out = found.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, relative(root, file));
      found.set(from, out);
    }
  }
  return found;
}

/** Every room that can reach itself again through the arrows, with the loop it takes. */
function loops(graph: Map<string, Map<string, string>>): string[] {
  const found: string[] = [];
  for (const start of graph.keys()) {
    const seen = new Set<string>();
    const walk = (room: string, path: string[]): void => {
      for (const next of graph.get(room)?.keys() ?? []) {
        if (next === start) found.push([...path, next].join(" -> "));
        else if (!seen.has(next)) {
          seen.add(next);
          walk(next, [...path, next]);
        }
      }
    };
    walk(start, [start]);
  }
  return found;
}

describe("folder directions", () => {
  const graph = arrows();

  it("has no two folders importing each other", () => {
    const pairs = [...graph].flatMap(([from, out]) =>
      [...out]
        .filter(([to]) => from < to && graph.get(to)?.has(from))
        .map(([to, file]) => `${from} <-> ${to} (${file}; ${graph.get(to)!.get(from)})`),
    );
    expect(pairs).toEqual([]);
  });

  it("has no loop through several folders", () => {
    expect(loops(graph)).toEqual([]);
  });

  it("sees the arrows it judges (the test can fail)", () => {
    expect(graph.get("functions/lib")?.has("functions/data")).toBe(true);
    expect(graph.get("functions/window")?.has("functions/draft")).toBe(true);
    expect(graph.get("shared")?.has("events")).toBe(true);
  });
});
