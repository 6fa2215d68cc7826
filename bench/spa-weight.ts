import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const STATIC_IMPORT = /(?:import|from)\s*["'`]\.\/([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;

export interface RouteWeight {
  /** The screen's chunk (`leaderboard-page-….js`). */
  page: string;
  /** Gzipped bytes of every script the route runs before its screen shows: entry, route table, screen. */
  gzip: number;
}

/**
 * The JavaScript each route of the built SPA (web/dist) loads, gzipped: the entry and the app
 * index.html preloads with what they import, the route table the app picks (signed in or out) and
 * the screen's own chunk with its imports. Read from the built files' import statements and
 * index.html's links, so it is what a browser fetches.
 */
export function spaRouteWeights(dist: string): { entry: number; routes: RouteWeight[] } {
  const assets = join(dist, "assets");
  const code = (file: string) => readFileSync(join(assets, file), "utf8");
  const gzipOf = new Map<string, number>();
  const gzip = (file: string) => gzipOf.get(file) ?? gzipOf.set(file, gzipSync(readFileSync(join(assets, file))).length).get(file) ?? 0;
  const closure = (start: string, into = new Set<string>()) => {
    const visit = (file: string) => {
      if (into.has(file)) return;
      into.add(file);
      for (const [, dep] of code(file).matchAll(STATIC_IMPORT)) if (existsSync(join(assets, dep))) visit(dep);
    };
    visit(start);
    return into;
  };
  const dynamicOf = (files: Iterable<string>) => new Set([...files].flatMap((f) => [...code(f).matchAll(DYNAMIC_IMPORT)].map((m) => m[1])));
  const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gzip(f), 0);

  const html = readFileSync(join(dist, "index.html"), "utf8");
  const entryFile = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entryFile) throw new Error(`${dist}/index.html names no script`);
  // Every visit runs the page's entry and the app it imports, which index.html modulepreloads.
  const start = closure(entryFile);
  const entry = new Set(start);
  for (const [, file] of html.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/([^"]+\.js)"/g)) closure(file, entry);
  // The route tables are what the app picks; the entry's own early imports are of the same files.
  const app = [...entry].filter((f) => !start.has(f));
  const routes: RouteWeight[] = [];
  for (const table of dynamicOf(app.length ? app : entry)) {
    const withTable = closure(table, new Set(entry));
    for (const page of dynamicOf([...withTable].filter((f) => !entry.has(f)))) {
      if (withTable.has(page)) continue;
      routes.push({ page, gzip: sum(closure(page, new Set(withTable))) });
    }
  }
  return { entry: sum(entry), routes: routes.sort((a, b) => b.gzip - a.gzip) };
}
