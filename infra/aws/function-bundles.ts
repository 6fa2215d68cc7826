import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import type { FunctionDecl } from "./function-limits";
import { functionBuild, repoRoot } from "./function-settings";

/** Bundles to build: each bundle's name and its entry module, relative to the repository root. */
export type BundleEntries = Readonly<Record<string, string>>;

/** The declared functions as bundle entries, each named as its function. */
export const functionEntries = (decls: readonly FunctionDecl[]): BundleEntries => Object.fromEntries(decls.map((d) => [d.name, d.entry]));

const bundleFiles = (entries: BundleEntries, dir: string) =>
  Object.fromEntries(Object.keys(entries).map((name) => [name, join(dir, name, "index.mjs")]));

/**
 * Every entry bundled with functionBuild in one esbuild pass, each in a folder of its own
 * (`<name>/index.mjs` and its source map): the folder is what Lambda gets (function-code.ts) and what
 * the local host loads, so nothing from node_modules is read at run time. Returns each bundle's file.
 */
export async function bundleFunctions(entries: BundleEntries, outDir: string): Promise<Record<string, string>> {
  await build({
    ...functionBuild,
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, entry]) => [`${name}/index`, join(repoRoot, entry)])),
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    logLevel: "warning",
  });
  return bundleFiles(entries, outDir);
}

/** What the bundles are made of: a change to any of these (or to an entry) makes new ones. */
const SOURCES = ["functions", "shared", "events", "infra/aws/function-limits.ts", "infra/aws/function-settings.ts", "package-lock.json"];

function sourceStamp(entries: BundleEntries): string {
  const hash = createHash("sha256");
  const visit = (path: string) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) for (const name of readdirSync(path).sort()) visit(join(path, name));
    else hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`);
  };
  for (const [name, entry] of Object.entries(entries).sort()) {
    hash.update(`${name}=${entry}\n`);
    visit(join(repoRoot, entry));
  }
  for (const source of SOURCES) visit(join(repoRoot, source));
  return hash.digest("hex").slice(0, 16);
}

/**
 * The bundles for the current sources, built once and kept under node_modules/.cache (a
 * restart or a synth with unchanged sources takes a fraction of the time). Built aside and renamed
 * into place, so two builds starting together never see half a folder; folders of older sources
 * are removed after a day.
 */
export async function cachedFunctionBundles(entries: BundleEntries): Promise<Record<string, string>> {
  const cacheRoot = join(repoRoot, "node_modules", ".cache", "treble-functions");
  mkdirSync(cacheRoot, { recursive: true });
  const stamp = sourceStamp(entries);
  const dir = join(cacheRoot, stamp);
  if (!existsSync(dir)) {
    const building = join(cacheRoot, `.building-${randomUUID()}`);
    try {
      await bundleFunctions(entries, building);
      renameSync(building, dir);
    } catch (error) {
      rmSync(building, { recursive: true, force: true });
      if (!existsSync(dir)) throw error;
    }
  }
  for (const name of readdirSync(cacheRoot)) {
    const old = join(cacheRoot, name);
    if (name !== stamp && Date.now() - statSync(old).mtimeMs > 86_400_000) rmSync(old, { recursive: true, force: true });
  }
  return bundleFiles(entries, dir);
}
