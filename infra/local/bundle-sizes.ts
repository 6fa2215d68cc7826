import { join } from "node:path";
import { build, type Metafile } from "esbuild";
import type { FunctionDecl } from "../aws/function-limits";
import { functionBuild, repoRoot } from "../aws/function-settings";

/** The goal for every function bundle, in minified bytes (issue 15). */
export const BUNDLE_GOAL_BYTES = 500_000;

const MAIL_SENDERS = new Set(["job-release-held-notifications", "rule-deliver-notifications"]);

/**
 * What a bundle may weigh today: `npm run bench` and bundle-sizes.test.ts fail above it. Jobs, rule
 * targets and the draft worker are held to the goal, which they reach. The rest are above it, for
 * reasons measured per dependency in docs/scale.md: every API group reaches the league roster's
 * collection query, so it carries ElectroDB's Service and all ~30 entity definitions beside
 * ElectroDB itself (~215 kB together) and the SDK's DynamoDB stack (~170 kB, the bench's baseline),
 * plus zod/mini, middy, Powertools and http-errors, which stay by decision
 * (tests/tooling/required-libraries.test.ts). Sign-in adds the OIDC client and the token verifier;
 * the mail senders add the SES client and web-push (~180 kB), loaded with the first mail or push.
 * About 3 % above today's sizes; lower them as bundles shrink; never raise them to let a change
 * through without saying why in docs/decisions.md.
 */
export function bundleBudgetBytes(name: string): number {
  if (MAIL_SENDERS.has(name)) return 670_000;
  if (name === "api-auth") return 627_000;
  if (name.startsWith("api-")) return 600_000;
  return BUNDLE_GOAL_BYTES;
}

export interface BundleSize {
  name: string;
  /** Minified bytes of the bundle (the source map aside). */
  bytes: number;
  file: string;
  /** Bytes each package (or source folder) adds, largest first. */
  parts: Array<[string, number]>;
  /** Every file that put code into the bundle. */
  inputs: string[];
}

/** `node_modules/@scope/pkg/…` → `@scope/pkg`, `functions/data/x.ts` → `functions/data`. */
function partOf(input: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return pkg ? pkg[1] : input.split("/").slice(0, 2).join("/");
}

/**
 * Builds every function with the stack's esbuild configuration into outDir and reports what each
 * bundle weighs and what it is made of, from esbuild's metafile.
 */
export async function measureBundles(decls: ReadonlyArray<Pick<FunctionDecl, "name" | "entry">>, outDir: string): Promise<BundleSize[]> {
  const result = await build({
    ...functionBuild,
    entryPoints: Object.fromEntries(decls.map((d) => [d.name, join(repoRoot, d.entry)])),
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    metafile: true,
    logLevel: "warning",
  });
  const outputs: Metafile["outputs"] = result.metafile.outputs;
  return decls.map((d) => {
    const [file, output] = Object.entries(outputs).find(([path, o]) => o.entryPoint !== undefined && path.endsWith(`/${d.name}.mjs`)) ?? [];
    if (!file || !output) throw new Error(`esbuild wrote no bundle for ${d.name}`);
    const parts = new Map<string, number>();
    const inputs = Object.entries(output.inputs).filter(([, { bytesInOutput }]) => bytesInOutput > 0);
    for (const [input, { bytesInOutput }] of inputs) parts.set(partOf(input), (parts.get(partOf(input)) ?? 0) + bytesInOutput);
    return {
      name: d.name,
      bytes: output.bytes,
      file: join(repoRoot, file),
      parts: [...parts].sort((a, b) => b[1] - a[1]),
      inputs: inputs.map(([input]) => input),
    };
  });
}
