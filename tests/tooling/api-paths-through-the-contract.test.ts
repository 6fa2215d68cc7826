/**
 * Tests and bench reach the API through the contract (tests/support/api.ts: `call(contract.group.route, …)`
 * or `pathOf(route)`), so a renamed route fails at type-check. A path written out in quotes is left only
 * to the typed client's own file and the hostile corpus, which sends paths the contract does not know
 * on purpose; the files still listed below have a few paths that are prefixes or patterns, not routes.
 * Template strings are held to the same rule: the few left are no route of ours, each counted in its file.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
/** An API path written out in double quotes (built here so this file does not hold one). */
const written = `"${"/api"}/`;
/** An API path opening a template string, or following an interpolated origin (`${host.url}` then the path). */
const templated = new RegExp(`\`${"/api"}/|\\}${"/api"}/`, "g");

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
  "tests/e2e/asked-once.test.ts",
]);

/** The template strings that stay, how many in each file, and why: none is a route of our API. */
const allowedTemplates = new Map([
  ["tests/integration/hostile-input.test.ts", { count: 5, why: "over-long ids the contract refuses, sent on purpose" }],
  ["tests/support/mailbox.ts", { count: 2, why: "the local mail catcher's own API, not ours" }],
  ["bench/notifications.ts", { count: 1, why: "the local mail catcher's own API, not ours" }],
  ["tests/tooling/league-id-in-routes.test.ts", { count: 7, why: "made-up paths the tooling check is tried on, and its comment" }],
  ["tests/tooling/original-api-paths.ts", { count: 2, why: "a comment naming two path shapes" }],
]);
const MOST_TEMPLATES = 20;

function files(folder: string): string[] {
  return (readdirSync(join(root, folder), { recursive: true, encoding: "utf8" }) as string[])
    .filter((f) => /\.(?:ts|tsx)$/.test(f))
    .map((f) => `${folder}/${f}`);
}
const everyFile = () => [...files("tests"), ...files("tools"), ...files("bench")];
const lines = (file: string) => readFileSync(join(root, file), "utf8").split("\n");
const templatesIn = (text: string) => text.match(templated)?.length ?? 0;

describe("API paths in tests, tools and bench", () => {
  it("write no API path in quotes outside the typed client and the hostile corpus", () => {
    const offenders = everyFile()
      .filter((file) => !allowed.has(file))
      .flatMap((file) => lines(file).flatMap((line, i) => (line.includes(written) ? [`${file}:${i + 1}: ${line.trim()}`] : [])));
    expect(offenders).toEqual([]);
  });

  it("write no API path in a template string beyond the few named files, each at most its count", () => {
    const over = everyFile().flatMap((file) => {
      const found = lines(file).flatMap((line, i) => (templatesIn(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
      const count = lines(file).reduce((sum, line) => sum + templatesIn(line), 0);
      const allowance = allowedTemplates.get(file)?.count ?? 0;
      return count > allowance ? found : [];
    });
    expect(over).toEqual([]);
    expect([...allowedTemplates.values()].reduce((sum, { count }) => sum + count, 0)).toBeLessThanOrEqual(MOST_TEMPLATES);
  });

  it("would catch one", () => {
    expect(`await alice.get(${written}players")`.includes(written)).toBe(true);
    expect(templatesIn(`await alice.get(\`${"/api"}/leagues/\${id}/users\`)`)).toBe(1);
    expect(templatesIn(`await fetch(\`\${host.url}${"/api"}/auth/user\`)`)).toBe(1);
    expect(templatesIn(`alice.call(contract.leagues.members, { params: { id } })`)).toBe(0);
  });
});
