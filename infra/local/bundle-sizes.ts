import { join } from "node:path";
import { build, type Metafile } from "esbuild";
import type { FunctionDecl } from "../aws/function-limits";
import { functionBuild, repoRoot } from "../aws/function-settings";

/**
 * The budget every function bundle is held to: no bundle over 1 MB minified (`npm run bench` and
 * bundle-sizes.test.ts fail above it), and a cold import within ×2.5 the CPU of the bench's baseline,
 * a bundle that only sets up the DynamoDB clients built the same way (`npm run bench` fails above it).
 * Packages are bundled as published (infra/aws/function-settings.ts); the figures behind the budget
 * are in docs/decisions/0200-bundles-as-packages-publish-them.md.
 */
export const BUNDLE_LIMIT_BYTES = 1_000_000;
export const COLD_IMPORT_LIMIT_RATIO = 2.5;

export interface BundleSize {
  name: string;
  /** Minified bytes of the bundle (the source map aside). */
  bytes: number;
  file: string;
  /** Bytes each package (or source folder) adds, largest first. */
  parts: Array<[string, number]>;
  /** Every file that put code into the bundle. */
  inputs: string[];
  /**
   * The modules the bundle holds but evaluates only when its code first `import()`s them (the SES
   * client, web-push, Cognito's): their cost lands on the first request that needs them, not on the import.
   */
  lazy: string[];
  /** The modules the bundle evaluates when it is imported: its entry and what that imports or requires, not `import()`s. */
  eager: string[];
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
    const lazy = new Set(
      Object.keys(output.inputs)
        .flatMap((input) => result.metafile.inputs[input]?.imports ?? [])
        .filter((i) => i.kind === "dynamic-import" && i.path in output.inputs)
        .map((i) => i.path),
    );
    const eager = new Set(output.entryPoint ? [output.entryPoint] : []);
    for (const input of eager)
      for (const i of result.metafile.inputs[input]?.imports ?? [])
        if (i.kind !== "dynamic-import" && i.path in output.inputs) eager.add(i.path);
    return {
      name: d.name,
      bytes: output.bytes,
      file: join(repoRoot, file),
      parts: [...parts].sort((a, b) => b[1] - a[1]),
      inputs: inputs.map(([input]) => input),
      lazy: [...lazy],
      eager: [...eager],
    };
  });
}
