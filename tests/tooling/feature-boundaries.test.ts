// Covers web/eslint.boundaries.js: a feature importing another feature, or shared code importing a feature, is a lint error.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function rulesHit(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}:${m.severity === 2 ? "error" : "warn"}`);
}

const uses = (from: string) => `import { x } from "${from}";\nexport const y = x;\n`;

describe("feature boundaries", () => {
  it("refuses a feature importing another feature, by alias or by climbing out of its folder", async () => {
    expect(await rulesHit(uses("@/features/picks/lib/squad"), "web/src/features/leaderboard/components/card.tsx")).toContain(
      "no-restricted-imports:error",
    );
    expect(await rulesHit(uses("../../picks/lib/squad"), "web/src/features/leaderboard/components/card.tsx")).toContain(
      "no-restricted-imports:error",
    );
  });

  it("refuses a feature importing the app shell, where the route files compose features", async () => {
    expect(await rulesHit(uses("@/app/screen"), "web/src/features/leaderboard/components/card.tsx")).toContain(
      "no-restricted-imports:error",
    );
  });

  it("refuses shared code importing a feature", async () => {
    expect(await rulesHit(uses("@/features/leaderboard/components/board-table"), "web/src/components/leagues/card.tsx")).toContain(
      "no-restricted-imports:error",
    );
    expect(await rulesHit(uses("@/features/picks/lib/x"), "web/src/lib/picks/y.ts")).toContain("no-restricted-imports:error");
  });

  it("lets a feature import its own folder, components/, lib/ and @shared/, and the app shell import features", async () => {
    const own = `${uses("../lib/squad")}import { a } from "@/features/leaderboard/lib/sort-board";\nimport { b } from "@/lib/picks/squad";\nimport { c } from "@/components/ui/button";\nimport { d } from "@shared/constants";\nexport const z = [a, b, c, d];\n`;
    expect(await rulesHit(own, "web/src/features/leaderboard/components/card.tsx")).toEqual([]);
    expect(await rulesHit(uses("@/features/picks/components/window/window-page"), "web/src/app/routes/window.tsx")).toEqual([]);
  });
});
