import { must } from "../../shared/must";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Duration, RemovalPolicy } from "aws-cdk-lib";
import type { CfnRole } from "aws-cdk-lib/aws-iam";
import { Architecture, Runtime, type IFunction } from "aws-cdk-lib/aws-lambda";
import { OutputFormat, type NodejsFunctionProps } from "aws-cdk-lib/aws-lambda-nodejs";
import { LogGroup, RetentionDays, type ILogGroup } from "aws-cdk-lib/aws-logs";
import type { Construct } from "constructs";
import { apiLimits } from "./function-limits";

/** Handler entries (routes, jobs) are declared relative to the repository root. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Settings every Lambda shares, spread into each NodejsFunction so that runtime, architecture and
 * bundling cannot drift between functions.
 *
 * The AWS SDK is bundled (no external modules) so a function runs the exact SDK versions pinned
 * in package-lock.json and tested against the local host, not whatever the runtime ships.
 * ESM output needs `require` for the CommonJS dependencies that load Node built-ins; the banner
 * provides it.
 */
export const functionSettings = {
  runtime: Runtime.NODEJS_22_X,
  architecture: Architecture.ARM_64,
  // The API's limits (function-limits.ts); jobs, rule targets and the workflow override them with theirs.
  memorySize: apiLimits.memoryMb,
  timeout: Duration.seconds(apiLimits.timeoutSeconds),
  handler: "handler",
  projectRoot: repoRoot,
  depsLockFilePath: join(repoRoot, "package-lock.json"),
  bundling: {
    format: OutputFormat.ESM,
    target: "node22",
    minify: true,
    sourceMap: true,
    mainFields: ["module", "main"],
    externalModules: [],
    banner: "import { createRequire as __treble_createRequire } from 'node:module'; const require = __treble_createRequire(import.meta.url);",
  },
} satisfies Partial<NodejsFunctionProps>;

/**
 * Variables every function gets: stack traces point at the TypeScript sources via the source
 * maps, and the app's metrics (functions/lib/metrics.ts) go to CloudWatch under one namespace.
 */
export const baseEnvironment = { NODE_OPTIONS: "--enable-source-maps", POWERTOOLS_METRICS_NAMESPACE: "Treble" } as const;

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
