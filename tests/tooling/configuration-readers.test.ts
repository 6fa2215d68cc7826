/** Configuration is read once per process from one module: which source files read process.env (writes that set a function's environment aside). */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const folders = ["functions", "infra", "web", "events", "shared", "bench", "tools"];

/** Each file allowed to read process.env, and why it is that process's one reader. */
const readers: Record<string, string> = {
  "functions/config.ts": "every function's configuration (and the local host's in-process calls)",
  "infra/local/local-settings.ts": "the local host's, the data scripts' and the benchmarks' settings",
  "infra/aws/app.ts": "the CDK app's deploy settings: context, or the environment",
  "infra/local/host.ts": "hands each function worker a copy of the environment it set up, as Lambda would",
  "infra/local/lambda-worker.ts": "the stand-in Lambda runtime: maps stack traces when the function's NODE_OPTIONS ask, as Lambda's does",
};

const isProcessEnv = (node: ts.Node) => ts.isPropertyAccessExpression(node) && node.getText().replace(/\s/g, "") === "process.env";

/** `process.env.X = …`, `process.env.X ??= …` and `Object.assign(process.env, …)` set a function's environment; they read no setting. */
function isWrite(env: ts.Node): boolean {
  const parent = env.parent;
  if (ts.isCallExpression(parent)) return parent.expression.getText() === "Object.assign" && parent.arguments[0] === env;
  const assigned = ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent) ? parent : undefined;
  const binary = assigned?.parent;
  return (
    !!binary &&
    ts.isBinaryExpression(binary) &&
    binary.left === assigned &&
    [ts.SyntaxKind.EqualsToken, ts.SyntaxKind.QuestionQuestionEqualsToken].includes(binary.operatorToken.kind)
  );
}

function readsEnvironment(fileName: string, source: string): boolean {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  let reads = false;
  const visit = (node: ts.Node): void => {
    if (isProcessEnv(node) && !isWrite(node)) reads = true;
    else ts.forEachChild(node, visit);
  };
  visit(file);
  return reads;
}

const sourceFiles = folders.flatMap((folder) =>
  (readdirSync(join(root, folder), { recursive: true, encoding: "utf8" }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes("node_modules") && !f.startsWith("dist"))
    .map((f) => `${folder}/${f}`),
);

describe("configuration readers", () => {
  it("tells a read from a write", () => {
    expect(readsEnvironment("a.ts", "const port = process.env.PORT;")).toBe(true);
    expect(readsEnvironment("a.ts", "const env = { ...process.env };")).toBe(true);
    expect(readsEnvironment("a.ts", 'process.env.TABLE_NAME = "t"; process.env.X ??= "1"; Object.assign(process.env, more);')).toBe(false);
  });

  it("only the listed modules read process.env", () => {
    expect(sourceFiles.length).toBeGreaterThan(300);
    const found = sourceFiles.filter((f) => readsEnvironment(f, readFileSync(join(root, f), "utf8")));
    expect(found.sort()).toEqual(Object.keys(readers).sort());
  });
});
