import { spawnSync } from "node:child_process";
import { build } from "esbuild";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { functionDecls } from "../infra/aws/function-limits";
import { functionBuild } from "../infra/aws/function-settings";
import { BUNDLE_LIMIT_BYTES, COLD_IMPORT_LIMIT_RATIO, measureBundles, type BundleSize } from "../infra/local/bundle-sizes";
import { repoRoot } from "../infra/local/host";
import { spaIsStale } from "../infra/local/static-site";
import { spaRouteWeights } from "./spa-weight";
import { benchSettings } from "../infra/local/local-settings";

const BASELINE = "dynamodb-clients-only";
/** Issue 15's goal for the JavaScript every route of the SPA loads (the entry and what index.html preloads), gzipped. */
const SPA_ROUTE_GOAL_BYTES = 100_000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** Pairs of cold imports (largest bundle, baseline); many, since one import is tens of milliseconds on a shared machine. */
const PAIRS = 31;

/**
 * CPU milliseconds a fresh Node process spends importing the bundle (Lambda's init, without the
 * runtime): user and system time of the whole process, so compile threads count, while time spent
 * waiting for the shared machine's cores does not (wall-clock ratios of the same two bundles moved
 * from ×1.5 to ×3 between runs; CPU-time ratios stay within a few per cent).
 */
function coldImportMs(file: string): number {
  const script =
    "const c = process.cpuUsage(); await import(process.argv[1]); const d = process.cpuUsage(c); process.stdout.write(String((d.user + d.system) / 1000));";
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script, pathToFileURL(file).href], {
    encoding: "utf8",
    // What a handler module reads at import; no NODE_OPTIONS, so no source maps, as deployed.
    env: {
      PATH: benchSettings().path,
      TABLE_NAME: "bench",
      AWS_REGION: "eu-west-2",
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
    },
  });
  if (result.status !== 0) throw new Error(`importing ${file} failed: ${result.stderr}`);
  return Number(result.stdout);
}

/**
 * The cold import of a bundle against the baseline's, as a ratio that holds still on a loaded machine:
 * the two are imported back to back in pairs (the order alternating, so neither always runs on the
 * cache the other warmed), one warm-up pair dropped, and the ratio is the median of the pairs' own
 * ratios, so a pair slowed by a neighbour's burst moves it by one place, not by its size.
 */
function coldImportRatio(file: string, baselineFile: string): { ms: number; baselineMs: number; ratio: number; spread: [number, number] } {
  coldImportMs(file);
  coldImportMs(baselineFile);
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < PAIRS; i++) {
    if (i % 2) {
      const base = coldImportMs(baselineFile);
      pairs.push([coldImportMs(file), base]);
    } else {
      const ms = coldImportMs(file);
      pairs.push([ms, coldImportMs(baselineFile)]);
    }
  }
  const ratios = pairs.map(([ms, base]) => ms / base).sort((a, b) => a - b);
  const quartile = Math.floor(ratios.length / 4);
  return {
    ms: median(pairs.map(([ms]) => ms)),
    baselineMs: median(pairs.map(([, base]) => base)),
    ratio: median(ratios),
    spread: [ratios[quartile], ratios[ratios.length - 1 - quartile]],
  };
}

/**
 * The bundle that takes the most CPU to import, by a quick screen (the median of three fresh imports
 * each); the bench then measures it against the baseline like the largest. Import time is not size:
 * a bundle that evaluates more at import (schemas, clients) can be slower than a larger one.
 */
function slowestToImport(bundles: BundleSize[]): BundleSize {
  const screened = bundles.map((b) => ({ b, ms: median([coldImportMs(b.file), coldImportMs(b.file), coldImportMs(b.file)]) }));
  return screened.reduce((a, c) => (c.ms > a.ms ? c : a)).b;
}

/**
 * The bundle as its first request finds it once the modules it loads on first use are in: built like it
 * with those modules imported up front, so its import counts them. The figure for a function whose
 * first request sends mail or push (the SES client and web-push are `import()`ed when first needed):
 * without it the bench would credit the lazy load as a saving though that request pays it.
 */
async function withFirstUseLoads(bundle: BundleSize, entry: string, loads: string[], outDir: string): Promise<string> {
  const file = join(outDir, `${bundle.name}.first-use.mjs`);
  const contents = [entry, ...loads].map((path, i) =>
    i ? `import ${JSON.stringify(join(repoRoot, path))};` : `export * from ${JSON.stringify(join(repoRoot, path))};`,
  );
  await build({
    ...functionBuild,
    stdin: { contents: contents.join("\n"), resolveDir: repoRoot, loader: "ts" },
    outfile: file,
    logLevel: "warning",
  });
  return file;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(0).padStart(5)} kB`;

/**
 * Every Lambda bundle built with the stack's esbuild configuration (functionBuild), its size
 * against the limit, and the cold import of the largest and of the slowest one against a bundle
 * that only sets up the DynamoDB clients, alternated in fresh processes so both see the same machine load. Fails
 * (non-zero exit) when a bundle is over the budget: its size or its cold-import ratio (bundle-sizes.ts).
 */
export async function run(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), "treble-bundles-"));
  try {
    const bundles = await measureBundles([...functionDecls, { name: BASELINE, entry: "bench/dynamodb-clients-only.ts" }], outDir);
    const baseline = bundles.find((b) => b.name === BASELINE) as BundleSize;
    const functions = bundles.filter((b) => b !== baseline);
    console.log(`\n== Lambda bundles (minified ESM, as deployed; limit ${kb(BUNDLE_LIMIT_BYTES).trim()}) ==`);
    for (const b of [...functions, baseline]) {
      const gzip = gzipSync(readFileSync(b.file)).length;
      const budget = b === baseline ? "baseline" : b.bytes > BUNDLE_LIMIT_BYTES ? "OVER the limit" : "";
      const top = b.parts
        .slice(0, 3)
        .map(([part, bytes]) => `${part} ${(bytes / 1000).toFixed(0)}`)
        .join(", ");
      console.log(`${b.name.padEnd(34)} ${kb(b.bytes)}  gzip ${kb(gzip)}  ${budget.padEnd(16)} ${top}`);
    }
    const largest = functions.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const slowImports: string[] = [];
    const slowest = slowestToImport(functions);
    for (const [label, bundle] of [
      ["largest", largest],
      ["slowest", slowest],
    ] as const) {
      if (label === "slowest" && bundle === largest) {
        console.log(`cold import (CPU), slowest bundle: the largest (${largest.name})`);
        continue;
      }
      const cold = coldImportRatio(bundle.file, baseline.file);
      console.log(
        `cold import (CPU), ${label} bundle (${bundle.name}) vs DynamoDB clients only: ${cold.ms.toFixed(0)} ms vs ${cold.baselineMs.toFixed(0)} ms, ` +
          `×${cold.ratio.toFixed(2)} (limit ×${COLD_IMPORT_LIMIT_RATIO}; median of ${PAIRS} paired ratios, middle half ×${cold.spread[0].toFixed(2)}–×${cold.spread[1].toFixed(2)})`,
      );
      if (cold.ratio > COLD_IMPORT_LIMIT_RATIO)
        slowImports.push(`${bundle.name} cold import ×${cold.ratio.toFixed(2)} > ×${COLD_IMPORT_LIMIT_RATIO}`);
      // The SDK `import()`s its event-stream codec only for operations that stream events, which no function calls,
      // and its credential providers past the environment's only when the environment has none, which on Lambda it has.
      const loads = bundle.lazy.filter(
        (path) => !/\/submodules\/event-streams\/|\/credential-provider-(?!env\/)|\/nested-clients\//.test(path),
      );
      const entry = functionDecls.find((d) => d.name === bundle.name)?.entry;
      if (entry && loads.length) {
        const first = coldImportRatio(await withFirstUseLoads(bundle, entry, loads, outDir), baseline.file);
        console.log(
          `  with what its first request may load on first use (${loads.map((path) => path.replace(/^node_modules\/|\/src\/index\.js$/g, "")).join(", ")}): ` +
            `${first.ms.toFixed(0)} ms, ×${first.ratio.toFixed(2)} (middle half ×${first.spread[0].toFixed(2)}–×${first.spread[1].toFixed(2)})`,
        );
      }
    }
    await spaRows();
    const over = [
      ...functions
        .filter((b) => b.bytes > BUNDLE_LIMIT_BYTES)
        .map((b) => `${b.name} ${kb(b.bytes).trim()} > ${kb(BUNDLE_LIMIT_BYTES).trim()}`),
      ...slowImports,
    ];
    if (over.length) {
      const list = over.join("; ");
      console.error(`\nBUNDLE BUDGET EXCEEDED: ${list} (infra/local/bundle-sizes.ts)`);
      throw new Error(`bundle budget exceeded: ${list}`);
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The SPA as built for production: what its entry and its heaviest routes load. */
async function spaRows(): Promise<void> {
  const web = join(repoRoot, "web");
  if (spaIsStale(web)) {
    const { build } = await import("vite");
    await build({ configFile: join(web, "vite.config.ts"), logLevel: "warn", mode: "production" });
  }
  const { entry, routes } = spaRouteWeights(join(web, "dist"));
  const heaviest = routes[0];
  const lightest = routes[routes.length - 1];
  const name = (page: string) => page.replace(/-[\w-]{8}\.js$/, "");
  console.log(`\n== SPA: JavaScript every route loads (gzip; goal ≤ ${kb(SPA_ROUTE_GOAL_BYTES).trim()}) ==`);
  console.log(`entry (every route)                ${kb(entry)}  ${entry <= SPA_ROUTE_GOAL_BYTES ? "within the goal" : "OVER the goal"}`);
  // What one route loads before its screen shows, entry included: a first visit's cost, with no goal of its own.
  console.log(`with a route's own chunks, before its screen shows (first visit; no goal):`);
  for (const r of routes.slice(0, 4)) console.log(`  ${name(r.page).padEnd(32)} ${kb(r.gzip)}`);
  console.log(
    `  lightest: ${name(lightest.page)} ${kb(lightest.gzip).trim()}; heaviest ${heaviest ? kb(heaviest.gzip).trim() : "-"}; ${routes.length} routes`,
  );
}
