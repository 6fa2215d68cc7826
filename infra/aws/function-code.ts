import { cpSync } from "node:fs";
import { dirname } from "node:path";
import { AssetHashType, DockerImage, type ILocalBundling } from "aws-cdk-lib";
import { Code } from "aws-cdk-lib/aws-lambda";
import { cachedFunctionBundles, functionEntries } from "./function-bundles";
import { functionDecls } from "./function-limits";
import { repoRoot } from "./function-settings";

let built: Readonly<Record<string, string>> | undefined;

/**
 * Builds every declared function's bundle (function-bundles.ts), before the stack is made: one esbuild
 * pass for all of them instead of one per asset as CDK stages each. Cached by source, so a synth after
 * `npm start` reuses the bundles the local host runs.
 */
export async function buildFunctionCode(): Promise<void> {
  built = await cachedFunctionBundles(functionEntries(functionDecls));
}

/**
 * Copies one prebuilt bundle's folder into the asset. Its fields are part of CDK's asset cache key
 * (methods are not), so each function's bundle is staged as its own asset.
 */
class PrebuiltBundle implements ILocalBundling {
  constructor(
    readonly functionName: string,
    readonly entry: string,
  ) {}

  tryBundle(outputDir: string): boolean {
    const bundle = built?.[this.functionName];
    if (!bundle) throw new Error(`No bundle for ${this.entry}: await buildFunctionCode() before the stack is made (infra/aws/app.ts does)`);
    cpSync(dirname(bundle), outputDir, { recursive: true });
    return true;
  }
}

/**
 * The code of the function whose entry module is `entry` (as declared in function-limits.ts): its
 * bundle from the one esbuild build the local host and the bench use, `index.mjs` with its source map,
 * so handlers are `index.handler`. Staging is skipped, as NodejsFunction's bundling was, when the CLI
 * synthesizes other stacks and in the template tests (synth-for-tests.ts).
 */
export function functionCode(entry: string): Code {
  const decl = functionDecls.find((d) => d.entry === entry);
  if (!decl) throw new Error(`${entry} is not a declared function entry (infra/aws/function-limits.ts)`);
  return Code.fromAsset(repoRoot, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      local: new PrebuiltBundle(decl.name, entry),
      // Required by the type, never pulled: the local bundling above always answers.
      image: DockerImage.fromRegistry("dummy"),
    },
  });
}
