import type { FunctionDecl } from "../aws/function-limits";
import { bundleFunctions, cachedFunctionBundles, functionEntries, type BundleEntries } from "../aws/function-bundles";

/** The worker that hosts a bundle (lambda-worker.ts), bundled alongside the functions. */
export const WORKER_BUNDLE = "_lambda-worker";

const withWorker = (decls: readonly FunctionDecl[]): BundleEntries => ({
  ...functionEntries(decls),
  [WORKER_BUNDLE]: "infra/local/lambda-worker.ts",
});

/** The functions' bundles, built as the stack builds them (infra/aws/function-bundles.ts), and the worker's. */
export const localBundles = (decls: readonly FunctionDecl[], outDir: string) => bundleFunctions(withWorker(decls), outDir);

/** localBundles for the current sources, kept between starts. */
export const cachedLocalBundles = (decls: readonly FunctionDecl[]) => cachedFunctionBundles(withWorker(decls));
