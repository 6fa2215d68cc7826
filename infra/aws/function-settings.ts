import { must } from "../../shared/must";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Aspects, Duration, RemovalPolicy, type IAspect } from "aws-cdk-lib";
import type { CfnRole } from "aws-cdk-lib/aws-iam";
import { Architecture, Runtime, type IFunction } from "aws-cdk-lib/aws-lambda";
import { NodejsFunction, type NodejsFunctionProps } from "aws-cdk-lib/aws-lambda-nodejs";
import { LogGroup, RetentionDays, type ILogGroup } from "aws-cdk-lib/aws-logs";
import type { Construct, IConstruct } from "constructs";
import type { BuildOptions, Plugin } from "esbuild";
import { readFile } from "node:fs/promises";
import { apiLimits } from "./function-limits";

/** Handler entries (routes, jobs) are declared relative to the repository root. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Stand-ins (infra/aws/lean/) for what one package, and only that package, imports: an alias would
 * give them to every importer, the functions' own code included.
 * - ElectroDB's `require`s of the document client and its marshalling package get electrodb-sdk.cjs,
 *   which electrodb.mjs fills from `import`s (see there why).
 * - middy's `node:stream/web` gets node-stream-web.mjs: middy tests a streamed response with it, and
 *   no function streams (see there).
 * - the SDK's Node SHA-256 gets sha256-js.mjs for its pure-JavaScript fallback (Node always has one).
 * - web-push's `asn1.js` gets asn1.cjs (the one key it writes) and its `https-proxy-agent` gets
 *   https-proxy-agent.cjs (no function sends through a proxy).
 */
const standIns = [
  { importer: /[\\/]node_modules[\\/]electrodb[\\/]/, specifier: /^@aws-sdk\/(lib|util)-dynamodb$/, standIn: "electrodb-sdk.cjs" },
  { importer: /[\\/]node_modules[\\/]@middy[\\/]core[\\/]/, specifier: /^node:stream\/web$/, standIn: "node-stream-web.mjs" },
  { importer: /[\\/]@smithy[\\/]core[\\/].*[\\/]Sha256Node\.js$/, specifier: /^\.\/Sha256Js$/, standIn: "sha256-js.mjs" },
  { importer: /[\\/]node_modules[\\/]web-push[\\/]/, specifier: /^asn1\.js$/, standIn: "asn1.cjs" },
  { importer: /[\\/]node_modules[\\/]web-push[\\/]/, specifier: /^https-proxy-agent$/, standIn: "https-proxy-agent.cjs" },
];
const packageStandIns: Plugin = {
  name: "package-stand-ins",
  setup(build) {
    for (const { importer, specifier, standIn } of standIns)
      build.onResolve({ filter: specifier }, (args) =>
        importer.test(args.importer) ? { path: join(repoRoot, "infra/aws/lean", standIn) } : undefined,
      );
  },
};

/**
 * The AWS SDK's generated schema modules (one per client: every shape of the service) write traits
 * as objects with computed keys, `{ [_hH]: _CT }`, where `_hH` is a string constant of the same
 * module. esbuild cannot prove a computed key free of side effects, so it keeps every shape with
 * one and every shape those reach: the SES client brought 48 kB of its schema module for the one
 * command mail sends (SendEmail's shapes are 4 kB). This writes each such key as the string its
 * constant holds, the same object to JavaScript, so esbuild drops the shapes no command uses.
 */
const SDK_SCHEMA_MODULE = /[\\/]@aws-sdk[\\/]client-[^\\/]+[\\/]dist-es[\\/]schemas[\\/]schemas_\d+\.js$/;
export function inlineSchemaKeys(source: string): string {
  const constants = new Map([...source.matchAll(/^const (_\w+) = ("[^"\\\n]*");$/gm)].map((m) => [m[1], m[2]]));
  return source.replace(/([{,]\s*)\[(_\w+)\]:/g, (key, before: string, name: string) => {
    const value = constants.get(name);
    return value === undefined ? key : `${before}${value}:`;
  });
}
const treeShakableSdkSchemas: Plugin = {
  name: "tree-shakable-sdk-schemas",
  setup(build) {
    build.onLoad({ filter: SDK_SCHEMA_MODULE }, async (args) => ({
      contents: inlineSchemaKeys(await readFile(args.path, "utf8")),
      loader: "js",
    }));
  },
};

/**
 * Each SDK client imports its whole package.json to put one field of it, `version`, in its user
 * agent; esbuild cannot drop the rest of a JSON object imported whole (~2 kB a client, in every
 * bundle). Each client's package.json is read as its version alone.
 */
const sdkClientVersions: Plugin = {
  name: "sdk-client-versions",
  setup(build) {
    build.onLoad({ filter: /[\\/]@aws-sdk[\\/]client-[^\\/]+[\\/]package\.json$/ }, async (args) => {
      const { version } = JSON.parse(await readFile(args.path, "utf8")) as { version: string };
      return { contents: JSON.stringify({ version }), loader: "json" };
    });
  },
};

/**
 * The one esbuild configuration of every function bundle: the CDK stack's assets and the local host
 * come from the same build of it (function-bundles.ts, function-code.ts) and the bench (bench/bundles.ts)
 * measures it, so what is measured and run locally is what Lambda loads. It is built through esbuild's
 * own API rather than NodejsFunction's bundling, which runs esbuild's CLI and so cannot take a plugin.
 *
 * The AWS SDK is bundled (no external modules) so a function runs the exact SDK versions pinned
 * in package-lock.json and tested against the local host, not whatever the runtime ships; the
 * SDK's default credential chain is swapped for the environment variables Lambda sets
 * (lambda-credentials.ts); ElectroDB's `require`s get only what it uses (infra/aws/lean/). ESM output
 * needs `require` for the CommonJS dependencies that load Node built-ins; the banner provides it. Source maps are written beside the bundle but only
 * loaded when asked for (sourceMapsAspect).
 */
export const functionBuild = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  minify: true,
  mainFields: ["module", "main"],
  alias: {
    "@aws-sdk/credential-provider-node": join(repoRoot, "infra/aws/lambda-credentials.ts"),
    "@aws-sdk/client-cognito-identity-provider": join(repoRoot, "infra/aws/lean/client-cognito-identity-provider.mjs"),
    "@aws-sdk/client-dynamodb": join(repoRoot, "infra/aws/lean/client-dynamodb.mjs"),
    "@aws-sdk/client-sesv2": join(repoRoot, "infra/aws/lean/client-sesv2.mjs"),
    "@aws-sdk/lib-dynamodb": join(repoRoot, "infra/aws/lean/lib-dynamodb.mjs"),
    "@smithy/core/event-streams": join(repoRoot, "infra/aws/lean/smithy-event-streams.mjs"),
    depd: join(repoRoot, "infra/aws/lean/depd.cjs"),
    electrodb: join(repoRoot, "infra/aws/lean/electrodb.mjs"),
    "mnemonist/lru-cache": join(repoRoot, "infra/aws/lean/mnemonist-lru-cache.mjs"),
    jsonschema: join(repoRoot, "infra/aws/lean/jsonschema.mjs"),
  },
  banner: {
    js: "import { createRequire as __treble_createRequire } from 'node:module'; const require = __treble_createRequire(import.meta.url);",
  },
  plugins: [packageStandIns, treeShakableSdkSchemas, sdkClientVersions],
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
