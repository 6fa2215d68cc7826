/** Every toast text the SPA shows comes from the catalogue (shared/messages.ts): no web file passes a string literal to the toast API. */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const webSource = join(root, "web/src");

/** `toast(...)`, and `toast.success(...)` style calls should the API ever grow them. */
function isToastCall(node: ts.Node): node is ts.CallExpression {
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === "toast";
  return ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === "toast";
}

const isText = (node: ts.Node) => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);

/** The variant ("success", "destructive") is a style, not a text. */
const isVariant = (node: ts.Node) =>
  ts.isPropertyAssignment(node.parent) && node.parent.initializer === node && node.parent.name.getText() === "variant";

/** `file:line text` for each string or template literal written inside a toast call's arguments. */
function inlineToastTexts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const inArguments = (node: ts.Node): void => {
    if (isText(node) && !isVariant(node)) {
      found.push(`${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.getText()}`);
      return;
    }
    ts.forEachChild(node, inArguments);
  };
  const visit = (node: ts.Node): void => {
    if (isToastCall(node)) node.arguments.forEach(inArguments);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const webFiles = (readdirSync(webSource, { recursive: true, encoding: "utf8" }) as string[])
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
  .map((f) => join(webSource, f));

describe("toast texts", () => {
  it("finds a literal title, description or fallback inside a toast call, and lets catalogue texts and variants through", () => {
    const code = `
      toast({ title: "Saved", variant: "success" });
      toast({ ...toasts.saved, description: \`Welcome to \${name}\` });
      toast.error(serverMessageOf(error, 'Try again'));
      toast({ ...toasts.saved, variant: "destructive" });
      notToast({ title: "Elsewhere" });`;
    expect(inlineToastTexts("sample.tsx", code)).toEqual([
      'sample.tsx:2 "Saved"',
      "sample.tsx:3 `Welcome to ${name}`",
      "sample.tsx:4 'Try again'",
    ]);
  });

  it("no web file writes a toast text inline", () => {
    expect(webFiles.length).toBeGreaterThan(50);
    const found = webFiles.flatMap((f) => inlineToastTexts(relative(root, f), readFileSync(f, "utf8")));
    expect(found).toEqual([]);
  });
});
