// Covers the lint and format configuration itself: it loads, flags known-bad code, passes clean code, ignores generated files.
import { ESLint } from "eslint";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function rulesHit(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}:${m.severity === 2 ? "error" : "warn"}`);
}

describe("eslint.config.js", () => {
  it("flags typescript-eslint strict findings in server code", async () => {
    const hits = await rulesHit(
      `export const lookup = (map: Map<string, any>, key: string) => {\n  const unused = 1;\n  return map.get(key)!;\n};\n`,
      "functions/example.ts",
    );
    expect(hits).toEqual(
      expect.arrayContaining([
        "@typescript-eslint/no-explicit-any:error",
        "@typescript-eslint/no-unused-vars:error",
        expect.stringMatching(/^@typescript-eslint\/no-non-null-assertion:/),
      ]),
    );
  });

  it("flags a conditional hook call in the SPA", async () => {
    const code = `import { useState } from "react";\nexport function Badge({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n`;
    expect(await rulesHit(code, "web/src/components/badge.tsx")).toContain("react-hooks/rules-of-hooks:error");
  });

  it("passes clean code, so the checks above are not the config failing everything", async () => {
    const code = `import { useState } from "react";\nexport function Counter() {\n  const [count, setCount] = useState(0);\n  return <button onClick={() => setCount(count + 1)}>{count}</button>;\n}\n`;
    expect(await rulesHit(code, "web/src/components/counter.tsx")).toEqual([]);
  });

  it("does not lint build output or data packs", async () => {
    expect(await eslint.isPathIgnored("web/dist/assets/index.js")).toBe(true);
    expect(await eslint.isPathIgnored("cdk.out/asset/index.mjs")).toBe(true);
  });
});

describe("prettier", () => {
  it("formats at 140 columns with the code's own quotes, semicolons and trailing commas", async () => {
    const config = await prettier.resolveConfig("functions/example.ts");
    expect(config).toMatchObject({ printWidth: 140 });
    const formatted = `export const pair = { name: "treble", size: 3 };\nexport const call = (a: number, b: number) => [a, b];\n`;
    expect(await prettier.check(formatted, { ...config, filepath: "functions/example.ts" })).toBe(true);
  });

  it("leaves the lock file, screenshots and the replay's data pack alone", async () => {
    for (const file of ["package-lock.json", "docs/screenshots/board.png", "infra/local/fpl-replay/data/2025-26/season.json"]) {
      const info = await prettier.getFileInfo(file, { ignorePath: ".prettierignore" });
      expect(info.ignored, file).toBe(true);
    }
  });
});
