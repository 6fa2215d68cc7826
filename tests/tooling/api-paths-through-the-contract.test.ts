/**
 * Tests and bench reach the API through the contract (tests/support/api.ts: `call(contract.group.route, …)`
 * or `pathOf(route)`), so a renamed route fails at type-check. A path written out in quotes is left only
 * to the typed client's own file and the hostile corpus, which sends paths the contract does not know
 * on purpose; the files still listed below have a few paths that are prefixes or patterns, not routes.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
/** An API path written out in double quotes (built here so this file does not hold one). */
const written = `"${"/api"}/`;

const allowed = new Set([
  // The typed client itself.
  "tests/support/api.ts",
  // The hostile corpus: the generated calls and the test that sends them.
  "tests/support/contract-calls.ts",
  "tests/integration/hostile-input.test.ts",
  // Paths that are no route: a prefix to tell API calls from pages, a path no route serves, a pattern.
  "tests/support/browser.ts",
  "tests/integration/realtime.test.ts",
  "tests/e2e/draft-journey.test.ts",
  "tests/e2e/screens.test.ts",
  "tests/e2e/creator-panel.test.ts",
]);

function files(folder: string): string[] {
  return (readdirSync(join(root, folder), { recursive: true, encoding: "utf8" }) as string[])
    .filter((f) => /\.(?:ts|tsx)$/.test(f))
    .map((f) => `${folder}/${f}`);
}

describe("API paths in tests, tools and bench", () => {
  it("write no API path in quotes outside the typed client and the hostile corpus", () => {
    const offenders = [...files("tests"), ...files("tools"), ...files("bench")]
      .filter((file) => !allowed.has(file))
      .flatMap((file) =>
        readFileSync(join(root, file), "utf8")
          .split("\n")
          .flatMap((line, i) => (line.includes(written) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });

  it("would catch one", () => {
    expect(`await alice.get(${written}players")`.includes(written)).toBe(true);
  });
});
