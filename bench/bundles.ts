import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { build } from "esbuild";
import { jobs } from "../events/jobs";
import { rules } from "../events/rules";
import { groups } from "../functions/routes";
import { functionSettings, repoRoot } from "../infra/aws/function-settings";

/**
 * The size of every Lambda bundle, built the way the CDK stack builds it (esbuild, ESM,
 * minified, everything bundled): cold starts grow with these numbers.
 */
export async function run(): Promise<void> {
  const entries: Array<[string, string]> = [
    ...groups.map((g): [string, string] => [`api:${g}`, `functions/${g}/handler.ts`]),
    ...jobs.map((j): [string, string] => [`job:${j.name}`, j.entry]),
    ...rules.map((r): [string, string] => [`rule:${r.name}`, r.entry]),
    ["workflow:draft-steps", "functions/draft/workflow-steps.ts"],
  ];
  console.log("\n== Lambda bundles (minified ESM, as deployed) ==");
  for (const [name, entry] of entries) {
    const result = await build({
      entryPoints: [join(repoRoot, entry)],
      bundle: true,
      minify: true,
      format: "esm",
      platform: "node",
      target: functionSettings.bundling.target,
      mainFields: ["module", "main"],
      banner: { js: functionSettings.bundling.banner },
      write: false,
      logLevel: "silent",
    });
    const code = result.outputFiles[0].contents;
    console.log(`${name.padEnd(28)} ${(code.length / 1024).toFixed(0).padStart(6)} KiB   gzip ${(gzipSync(code).length / 1024).toFixed(0).padStart(5)} KiB`);
  }
}
