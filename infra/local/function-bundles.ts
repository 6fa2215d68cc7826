import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import type { FunctionDecl } from "../aws/function-limits";
import { functionBuild, repoRoot } from "../aws/function-settings";

/** The worker that hosts a bundle (lambda-worker.ts), bundled alongside the functions. */
export const WORKER_BUNDLE = "_lambda-worker";

/**
 * Every function bundled as the CDK stack bundles it (functionBuild: ESM, everything included,
 * minified, the `require` banner, source maps beside the bundle), in one esbuild pass, so the
 * local host runs exactly what Lambda would load and nothing from node_modules at run time.
 */
export async function bundleFunctions(decls: readonly FunctionDecl[], outDir: string): Promise<Record<string, string>> {
  await build({
    ...functionBuild,
    entryPoints: {
      ...Object.fromEntries(decls.map((d) => [d.name, join(repoRoot, d.entry)])),
      [WORKER_BUNDLE]: join(repoRoot, "infra/local/lambda-worker.ts"),
    },
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    logLevel: "warning",
  });
  return Object.fromEntries([...decls.map((d) => d.name), WORKER_BUNDLE].map((name) => [name, join(outDir, `${name}.mjs`)]));
}

/** What a bundle is made of: a change to any of these makes a new one. */
const SOURCES = [
  "functions",
  "shared",
  "events",
  "infra/aws/function-limits.ts",
  "infra/aws/function-settings.ts",
  "infra/aws/lean",
  "infra/aws/lambda-credentials.ts",
  "infra/local/lambda-worker.ts",
  "package-lock.json",
];

function sourceStamp(): string {
  const hash = createHash("sha256");
  const visit = (path: string) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) for (const name of readdirSync(path).sort()) visit(join(path, name));
    else hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`);
  };
  for (const source of SOURCES) visit(join(repoRoot, source));
  return hash.digest("hex").slice(0, 16);
}

/**
 * The bundles for the current sources, built once and kept under node_modules/.cache (a
 * restart with unchanged sources starts in a fraction of the time). Built aside and renamed
 * into place, so two hosts starting together never see half a folder; folders of older sources
 * are removed after a day.
 */
export async function cachedFunctionBundles(decls: readonly FunctionDecl[]): Promise<Record<string, string>> {
  const cacheRoot = join(repoRoot, "node_modules", ".cache", "treble-functions");
  mkdirSync(cacheRoot, { recursive: true });
  const stamp = sourceStamp();
  const dir = join(cacheRoot, stamp);
  if (!existsSync(dir)) {
    const building = join(cacheRoot, `.building-${randomUUID()}`);
    try {
      await bundleFunctions(decls, building);
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
  return Object.fromEntries([...decls.map((d) => d.name), WORKER_BUNDLE].map((name) => [name, join(dir, `${name}.mjs`)]));
}
