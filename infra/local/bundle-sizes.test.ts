// Covers the function bundles' size budget and what the shared esbuild configuration leaves out.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { functionDecls } from "../aws/function-limits";
import { routes } from "../../functions/routes";
import { repoRoot } from "../aws/function-settings";
import { BUNDLE_LIMIT_BYTES, measureBundles, type BundleSize } from "./bundle-sizes";

const outDir = mkdtempSync(join(tmpdir(), "treble-budget-"));
let bundles: BundleSize[] = [];

beforeAll(async () => {
  bundles = await measureBundles(functionDecls, outDir);
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("function bundles", () => {
  it("stay under 1 MB each", () => {
    const over = bundles.filter((b) => b.bytes > BUNDLE_LIMIT_BYTES).map((b) => `${b.name}: ${b.bytes} > ${BUNDLE_LIMIT_BYTES}`);
    expect(over).toEqual([]);
  });

  it("keep only their own group's routes: a handler names its group's half of the contract, not the whole table", () => {
    // A route is declared as `get("/api/…", "member", …)`: its path and role side by side, as the minified bundle keeps them.
    const declared = (text: string, r: (typeof routes)[number]) => text.includes(`"${r.path}","${r.role}"`);
    const found = bundles
      .filter((b) => b.name.startsWith("api-"))
      .flatMap((b) => {
        const text = readFileSync(b.file, "utf8");
        return routes.filter((r) => declared(text, r)).map((r) => [b.name, `api-${r.group}`]);
      });
    expect(found.filter(([bundle, group]) => bundle !== group)).toEqual([]);
    expect(new Set(found.map(([bundle]) => bundle)).size).toBe(bundles.filter((b) => b.name.startsWith("api-")).length);
  });

  it("keep only the entities their code reads: every entity definition is marked pure (functions/data/table/table-entity.ts)", () => {
    const dir = join(repoRoot, "functions/data/entities");
    const unmarked = readdirSync(dir)
      .filter((file) => file.endsWith(".ts"))
      .flatMap((file) => (readFileSync(join(dir, file), "utf8").match(/.{0,16}\btableEntity\(/g) ?? []).map((call) => `${file}: ${call}`))
      .filter((call) => !call.includes("/* @__PURE__ */ tableEntity("));
    expect(unmarked).toEqual([]);
  });

  it("carry no zod locale but English", () => {
    const zodInputs = bundles.flatMap((b) => b.inputs).filter((input) => input.includes("/zod/") && input.includes("/locales/"));
    expect(new Set(zodInputs.map((input) => input.split("/").pop()))).toEqual(new Set(["en.js"]));
  });

  it("load the SES and Cognito clients and web-push on first use, not at import: few requests send mail or delete an account", () => {
    const rare = /node_modules\/(@aws-sdk\/client-sesv2|@aws-sdk\/client-cognito-identity-provider|web-push)\//;
    expect(bundles.some((b) => b.inputs.some((input) => rare.test(input)))).toBe(true);
    for (const b of bundles)
      expect(
        b.eager.filter((input) => rare.test(input)),
        b.name,
      ).toEqual([]);
  });

  it("keep full zod out: functions validate with zod/mini", () => {
    for (const b of bundles)
      expect(
        b.inputs.filter((input) => input.includes("/zod/v4/classic/")),
        b.name,
      ).toEqual([]);
  });
});
