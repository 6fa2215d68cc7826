/**
 * The Node.js major version Lambda runs the functions on (`nodejs22.x`, infra/aws/function-settings.ts,
 * whose bundles target `node22`); infra/aws/node-runtime.test.ts keeps the three in step.
 */
export const LAMBDA_NODE_MAJOR = 22;

/**
 * What a local run on an older Node cannot show, for `npm start` and the tests to print. The
 * project runs on Node 20.19+ (every dependency the functions use declares it, and the machines it
 * is developed on have Node 20), but Lambda runs Node 22: the local host then differs from Lambda
 * in ways no test here can catch. Undefined on Node 22 or later.
 */
export function olderNodeNotice(version: string = process.versions.node): string | undefined {
  const major = Number(version.split(".")[0]);
  if (major >= LAMBDA_NODE_MAJOR) return undefined;
  return [
    `Running on Node ${version}; Lambda runs the functions on Node ${LAMBDA_NODE_MAJOR}. What this run cannot show:`,
    `  - code that fails only on Node ${LAMBDA_NODE_MAJOR}: import assertions (\`assert { type: "json" }\`) are a syntax error there,`,
    `    and libraries that sniff the globals Node 21+ adds (navigator, WebSocket) may take another path;`,
    `  - the bundles loaded on Node ${LAMBDA_NODE_MAJOR} (the infra tests load them in this Node);`,
    `  - Node ${LAMBDA_NODE_MAJOR}'s speed (V8 12) and its fetch (undici 6): timings and HTTP details differ.`,
    `  And the other way: built-ins only Node 22 has (Promise.withResolvers, Object.groupBy, Set methods) fail here though Lambda has them.`,
    `  Install Node ${LAMBDA_NODE_MAJOR} to run as Lambda does.`,
  ].join("\n");
}
