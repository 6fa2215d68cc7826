import { must } from "../../shared/must";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Aspects, Duration, RemovalPolicy, type IAspect } from "aws-cdk-lib";
import type { CfnRole } from "aws-cdk-lib/aws-iam";
import { Architecture, Runtime, type IFunction } from "aws-cdk-lib/aws-lambda";
import { NodejsFunction, type NodejsFunctionProps } from "aws-cdk-lib/aws-lambda-nodejs";
import { LogGroup, RetentionDays, type ILogGroup } from "aws-cdk-lib/aws-logs";
import type { Construct, IConstruct } from "constructs";
import type { BuildOptions } from "esbuild";
import { apiLimits } from "./function-limits";

/** Handler entries (routes, jobs) are declared relative to the repository root. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The one esbuild configuration of every function bundle: the CDK stack's assets and the local host
 * come from the same build of it (function-bundles.ts, function-code.ts) and the bench (bench/bundles.ts)
 * measures it, so what is measured and run locally is what Lambda loads. It is built through esbuild's
 * own API rather than NodejsFunction's bundling, so the stack stages the very files the local host runs.
 *
 * The AWS SDK is bundled (no external modules) so a function runs the exact SDK versions pinned
 * in package-lock.json and tested against the local host, not whatever the runtime ships. Packages
 * are bundled as they publish themselves, through their public entry points, with esbuild's own
 * options (minified, ES modules preferred for tree-shaking): no stand-ins for their internals and no
 * rewriting of their files, so an SDK or ElectroDB upgrade cannot break a bundle silently
 * (tests/tooling/package-entry-points.test.ts). Rarely used clients stay out of the import through
 * the functions' own lazy `import()`s. The SDK's default credential chain is bundled too: on Lambda it
 * finds the role's credentials in the environment first, and the chain's other providers are
 * `import()`ed only if it looks further (docs/decisions/0200-bundles-as-packages-publish-them.md).
 *
 * ESM output needs `require` for the CommonJS dependencies that load Node built-ins; the banner
 * provides it. Source maps are written beside the bundle but only loaded when asked for
 * (enableSourceMaps).
 */
export const functionBuild = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  minify: true,
  mainFields: ["module", "main"],
  banner: {
    js: "import { createRequire as __treble_createRequire } from 'node:module'; const require = __treble_createRequire(import.meta.url);",
  },
  sourcemap: true,
  sourcesContent: false,
} as const satisfies BuildOptions;

/**
 * Settings every Lambda shares, spread into each NodejsFunction so that runtime, architecture and
 * limits cannot drift between functions; each one's code is its prebuilt bundle (function-code.ts).
 */
export const functionSettings = {
  runtime: Runtime.NODEJS_22_X,
  architecture: Architecture.ARM_64,
  // The API's limits (function-limits.ts); jobs, rule targets and the workflow override them with theirs.
  memorySize: apiLimits.memoryMb,
  timeout: Duration.seconds(apiLimits.timeoutSeconds),
  // Every bundle is a folder with index.mjs (function-code.ts).
  handler: "index.handler",
} satisfies Partial<NodejsFunctionProps>;

/**
 * Variables every function gets: the app's metrics (functions/lib/metrics.ts) go to CloudWatch
 * under one namespace. No NODE_OPTIONS: loading source maps costs every cold start (enableSourceMaps
 * turns them on).
 */
export const baseEnvironment = { POWERTOOLS_METRICS_NAMESPACE: "Treble" } as const;

/**
 * `--enable-source-maps` on every function of ours in a scope (CDK's own helpers left alone), so stack traces point at the TypeScript
 * sources; off unless the stack is deployed with the `sourceMaps` setting, since Node then reads
 * and parses the map when the first error is formatted and keeps it in memory.
 */
export function enableSourceMaps(scope: Construct): void {
  const aspect: IAspect = {
    visit(node: IConstruct) {
      if (node instanceof NodejsFunction) node.addEnvironment("NODE_OPTIONS", "--enable-source-maps");
    },
  };
  Aspects.of(scope).add(aspect);
}

/**
 * An explicit log group per function, so retention is set by the stack instead of "never
 * expire", and the logs go away with the stack (they are diagnostics, not data).
 */
export function functionLogGroup(scope: Construct, id: string): LogGroup {
  return new LogGroup(scope, id, { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
}

/**
 * Lets a function write its own log group and no other: in place of the AWS-managed basic
 * execution role, which allows creating and writing any log group in the account. CDK attaches
 * that policy to every function role it makes and has no option to leave it out, so it is
 * removed on the role's CloudFormation resource.
 */
export function writeOwnLogsOnly(fn: IFunction, logGroup: ILogGroup): void {
  (must(fn.role, "the function's role").node.defaultChild as CfnRole).managedPolicyArns = [];
  logGroup.grantWrite(fn);
}
